// The admins' page of staff accounts (docs/staff.md): who may sign in to this workspace, and as
// what. Seatdesk only: a service without staff accounts (a seats.io region) gets a plain notice.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../client/transport';
import { PageHeader } from '../../components/page-header';
import { useClient } from '../../lib/session-context';
import { useRole } from '../../lib/use-role';
import { AddStaffForm } from './add-staff-form';
import { staffList } from './api';
import { StaffRow } from './staff-row';

export function StaffPage() {
  const client = useClient();
  const { staffAccounts } = useRole();
  const list = useQuery({ ...staffList(client), enabled: staffAccounts });
  const missing = !staffAccounts || (list.error instanceof ApiError && list.error.status === 404);

  return (
    <>
      <PageHeader
        title="Staff"
        subtitle="The people who sign in to this workspace, and what each may do: clerks sell, managers also set up events, channels and categories, administrators also charts and staff."
      />
      {missing ? (
        <div className="notice notice-info">
          <p>
            This service has no staff accounts (a seats.io region signs in with secret keys only).
          </p>
        </div>
      ) : (
        <>
          <div className="card">
            {list.isPending && <p className="muted">Loading the staff…</p>}
            {list.isError && (
              <div className="error-panel" role="alert">
                <p>The staff could not be loaded: {list.error.message}</p>
              </div>
            )}
            {list.data && (
              <div className="table-wrap">
                <table className="data staff-table">
                  <caption className="visually-hidden">Staff accounts</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Sign-in name</th>
                      <th scope="col">Role</th>
                      <th scope="col">Sign-in</th>
                      <th scope="col">
                        <span className="visually-hidden">Changes</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.items.map((account) => (
                      <StaffRow key={account.id} account={account} client={client} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
          <AddStaffForm client={client} />
        </>
      )}
    </>
  );
}
