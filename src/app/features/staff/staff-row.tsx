import { useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import {
  PasswordSchema,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
} from '../../../contract/staff';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { ROLE_NAMES } from '../../lib/roles';
import { useChangeStaff } from './api';

type Asking = { kind: 'role'; role: StaffRole } | { kind: 'disable' } | { kind: 'password' };

/** One account: its role, enabled or not, and a new password; each change asked first. */
export function StaffRow({ account, client }: { account: StaffAccount; client: SeatdeskClient }) {
  const change = useChangeStaff(client);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const name = account.displayName;
  const close = () => {
    setAsking(null);
    setPassword('');
    setPasswordError(null);
  };
  const send = (patch: Parameters<typeof change.mutate>[0]) =>
    change.mutate(patch, { onSettled: close });

  const setNewPassword = () => {
    const parsed = PasswordSchema.safeParse(password);
    if (!parsed.success) {
      setPasswordError(`The password ${parsed.error.issues[0]?.message}.`);
      return;
    }
    send({ account, change: { password }, done: `${name} has a new password` });
  };

  return (
    <tr className={account.enabled ? undefined : 'staff-disabled'}>
      <th scope="row">{name}</th>
      <td className="mono">{account.signInName}</td>
      <td>
        <FormField label={`Role of ${name}`} inline hideLabel>
          {(control) => (
            <select
              {...control}
              value={account.role}
              disabled={change.isPending}
              onChange={(event) =>
                setAsking({ kind: 'role', role: event.target.value as StaffRole })
              }
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_NAMES[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </td>
      <td>{account.enabled ? 'Can sign in' : 'Disabled'}</td>
      <td className="staff-actions-cell">
        <div className="staff-actions">
          <button type="button" className="button" onClick={() => setAsking({ kind: 'password' })}>
            New password…
          </button>
          {account.enabled ? (
            <button type="button" className="button" onClick={() => setAsking({ kind: 'disable' })}>
              Disable…
            </button>
          ) : (
            <button
              type="button"
              className="button"
              disabled={change.isPending}
              onClick={() =>
                send({ account, change: { enabled: true }, done: `${name} can sign in again` })
              }
            >
              Enable
            </button>
          )}
          {asking?.kind === 'role' && (
            <ConfirmDialog
              title={`Make ${name} ${ROLE_NAMES[asking.role].toLowerCase() === 'administrator' ? 'an' : 'a'} ${ROLE_NAMES[asking.role]}?`}
              confirmLabel="Change role"
              busy={change.isPending}
              onCancel={close}
              onConfirm={() =>
                send({
                  account,
                  change: { role: asking.role },
                  done: `${name} is now ${ROLE_NAMES[asking.role]}`,
                })
              }
            >
              <p>
                {name} may do what {ROLE_NAMES[asking.role].toLowerCase()}s may do from their next
                step on, without signing in again.
              </p>
            </ConfirmDialog>
          )}
          {asking?.kind === 'disable' && (
            <ConfirmDialog
              title={`Disable ${name}?`}
              confirmLabel="Disable"
              danger
              busy={change.isPending}
              onCancel={close}
              onConfirm={() =>
                send({ account, change: { enabled: false }, done: `${name} is disabled` })
              }
            >
              <p>
                {name} is signed out at once, on every screen, and cannot sign in until you enable
                the account again. What they sold stays sold.
              </p>
            </ConfirmDialog>
          )}
          {asking?.kind === 'password' && (
            <ConfirmDialog
              title={`A new password for ${name}`}
              confirmLabel="Set password"
              busy={change.isPending}
              onCancel={close}
              onConfirm={setNewPassword}
            >
              <p>{name} is signed out at once; give them the new password in person.</p>
              <FormField label="New password" error={passwordError}>
                {(control) => (
                  <input
                    {...control}
                    type="password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                )}
              </FormField>
            </ConfirmDialog>
          )}
        </div>
      </td>
    </tr>
  );
}
