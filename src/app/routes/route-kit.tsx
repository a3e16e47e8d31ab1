// How a route of the back office is declared: its page loaded as its own chunk, behind a role
// where only some staff may use it, and its place in the breadcrumb trail.
import type { ComponentType, ReactNode } from 'react';
import type { UIMatch } from 'react-router';
import type { CrumbHandle } from '../components/breadcrumbs';
import { RequireRole } from '../components/require-role';
import type { AppActionName } from '../lib/roles';

// Every page is its own chunk: the sign-in page does not pay for the channels editor, and the
// reports (with their chart library) load only when someone opens them.
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A page only some roles may use: the others read why instead (components/require-role.tsx). */
export function rolePage<M>(
  action: AppActionName,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return async () => {
    const Page = pick(await load());
    return {
      element: (
        <RequireRole action={action}>
          <Page />
        </RequireRole>
      ),
    };
  };
}

export function crumb(label: string | ((match: UIMatch) => ReactNode)): CrumbHandle {
  return { crumb: typeof label === 'string' ? () => label : label };
}

export const param = (name: string) => (match: UIMatch) => match.params[name] ?? '';
