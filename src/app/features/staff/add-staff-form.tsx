import { type FormEvent, useId, useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import { CreateStaffSchema, STAFF_ROLES, type StaffRole } from '../../../contract/staff';
import { FormField } from '../../components/form-field';
import { refusalText } from '../../lib/refusal-text';
import { ROLE_NAMES } from '../../lib/roles';
import { useAddStaff } from './api';

type Field = 'displayName' | 'signInName' | 'password';
const FIELD_NAMES: Record<Field, string> = {
  displayName: 'The name',
  signInName: 'The sign-in name',
  password: 'The password',
};
const EMPTY = { displayName: '', signInName: '', password: '', role: 'clerk' as StaffRole };

/** A new account: checked with the service's own rules before it is sent. */
export function AddStaffForm({ client }: { client: SeatdeskClient }) {
  const id = useId();
  const add = useAddStaff(client);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [added, setAdded] = useState<string | null>(null);
  const set = (change: Partial<typeof EMPTY>) => setValues((old) => ({ ...old, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const parsed = CreateStaffSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= `${FIELD_NAMES[field]} ${issue.message}.`;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (account) => {
        setAdded(
          `${account.displayName} can now sign in as ${account.signInName}. Give them the password in person.`,
        );
        setValues(EMPTY);
      },
    });
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <FormField label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          spellCheck={false}
          value={values[name]}
          onChange={(event) => set({ [name]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <form className="card staff-add" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a person</h2>
      <div className="form-row">
        {field('displayName', 'Name', 'text', 'off')}
        {field('signInName', 'Sign-in name', 'text', 'off')}
        {field('password', 'Password', 'password', 'new-password')}
        <FormField label="Role">
          {(control) => (
            <select
              {...control}
              value={values.role}
              onChange={(event) => set({ role: event.target.value as StaffRole })}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_NAMES[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {add.isError && (
        <div className="error-panel" role="alert">
          <p title={refusalText(add.error).apiText}>{refusalText(add.error).text}</p>
        </div>
      )}
      {added && (
        <p className="notice notice-info" role="status">
          {added}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary staff-add-submit"
        disabled={add.isPending}
      >
        {add.isPending ? 'Adding…' : 'Add'}
      </button>
    </form>
  );
}
