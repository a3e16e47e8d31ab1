// Renders the whole back office for the batch desk's tests, like test-support/render-app.tsx, but
// with the desk's nested routes.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FetchLike } from '../../../client';
import { ToastStore } from '../../components/toast-store';
import { writeSession } from '../../lib/session';
import { AppProviders, createQueryClient } from '../../providers';
import { routes } from '../../router';
import type { AppUnderTest } from '../../test-support/render-app';

/** `fetch` wraps the service's, e.g. to count requests. */
export function renderDesk(app: AppUnderTest, path: string, fetch: FetchLike = app.service.fetch) {
  sessionStorage.clear();
  writeSession(app.session);
  const toasts = new ToastStore();
  const queryClient = createQueryClient(toasts);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders fetch={fetch} queryClient={queryClient} toasts={toasts}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, toasts };
}

export const rowGroup = (n: number) => screen.getByRole('group', { name: `Row ${n}` });

export function change(scope: HTMLElement, label: string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

export const click = (name: string | RegExp) =>
  fireEvent.click(screen.getByRole('button', { name }));
