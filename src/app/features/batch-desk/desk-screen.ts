// Screen helpers of the batch desk's page tests (rendered with test-support/render-app.tsx).
import { fireEvent, screen, within } from '@testing-library/react';

export const rowGroup = (n: number) => screen.getByRole('group', { name: `Row ${n}` });

export function change(scope: HTMLElement, label: string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

export const click = (name: string | RegExp) =>
  fireEvent.click(screen.getByRole('button', { name }));
