// The workspace a company admin works in (issue 32): signed in with the company admin key, the
// header lists the company's active workspaces and a pick makes every request name it
// (X-Workspace-Key). A workspace secret key and a staff session belong to one workspace: the
// service answers them 403 for the list, so no switcher shows and the workspace's name stays.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { WorkspaceChoice } from '../../client/accounts';
import { useClient, useSession } from '../lib/session-context';
import { FormField } from './form-field';

/** The workspace the session acts in: the one it names, else the company's default. */
function currentOf(workspaces: WorkspaceChoice[], workspaceKey: string | undefined) {
  return workspaces.find((w) => (workspaceKey ? w.key === workspaceKey : w.isDefault));
}

export function WorkspaceSwitcher({ fallback }: { fallback: string }) {
  const { session, switchWorkspace } = useSession();
  const client = useClient();
  const navigate = useNavigate();
  const id = useId();
  const isCompanyKey = Boolean(session?.secretKey && !session.staff);
  const list = useQuery({
    queryKey: ['workspaces', 'active'],
    queryFn: () => client.accounts.activeWorkspaces(),
    enabled: isCompanyKey,
    retry: false,
    staleTime: 60_000,
  });
  const workspaces = list.data;
  const current = workspaces && currentOf(workspaces, session?.workspaceKey);
  if (!workspaces || workspaces.length < 2 || !current) {
    return <span className="workspace-name">{current?.name ?? fallback}</span>;
  }
  return (
    <FormField label="Switch workspace" id={id} inline hideLabel className="workspace-switcher">
      {(control) => (
        <select
          {...control}
          className="workspace-select"
          value={current.key}
          onChange={(e) => {
            const picked = workspaces.find((w) => w.key === e.target.value);
            if (!picked) return;
            switchWorkspace({ key: picked.key, name: picked.name });
            // Pages of the other workspace name its charts and events: start again at the events.
            navigate('/');
          }}
        >
          {workspaces.map((w) => (
            <option key={w.key} value={w.key}>
              {w.isDefault ? `${w.name} (default)` : w.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
