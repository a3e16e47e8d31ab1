// Screen helpers of the batch desk's page tests (rendered with test-support/render-app-test-kit.tsx).
import { fireEvent, screen, within } from '@testing-library/react';

export const rowGroup = (n: number) => screen.getByRole('group', { name: `Row ${n}` });

export function change(scope: HTMLElement, label: string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

export const click = (name: string | RegExp) =>
  fireEvent.click(screen.getByRole('button', { name }));

/**
 * Fills row 1 with the first entry and adds a row for each further one. Fields are set in the
 * order written (field label → value): an Action of hold must come before its Hold token.
 */
export function fillRows(...rows: Record<string, string>[]) {
  rows.forEach((fields, i) => {
    if (i > 0) click('+ Add row');
    for (const [label, value] of Object.entries(fields)) change(rowGroup(i + 1), label, value);
  });
}
