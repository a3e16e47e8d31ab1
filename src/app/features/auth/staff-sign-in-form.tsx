import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { LIMITS } from '../../../contract/limits';
import { ownServiceUrl } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { staffSignIn, staffSignInErrorMessage } from './staff-sign-in';

interface FieldErrors {
  signInName?: string;
  password?: string;
}

const invalidIf = (error: string | undefined, id: string) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/** Sign-in name and password, sent to the service that served this page (its cookie is the session). */
export function StaffSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn, fetch } = useSession();
  const [signInName, setSignInName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const attempt = useMutation({
    mutationFn: () => staffSignIn(ownServiceUrl(), signInName.trim(), password, fetch),
    meta: { toast: false },
    onSuccess: (credentials) => {
      signIn(credentials);
      onSignedIn();
    },
    // The password is never kept after an attempt, right or wrong.
    onSettled: () => setPassword(''),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (!signInName.trim()) errors.signInName = 'Enter your sign-in name.';
    if (!password) errors.password = 'Enter your password.';
    setFieldErrors(errors);
    if (errors.signInName || errors.password) return;
    attempt.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="staff-sign-in-heading">
      <h2 id="staff-sign-in-heading">With your staff account</h2>
      <div className="field">
        <label htmlFor="staff-sign-in-name">Sign-in name</label>
        <input
          id="staff-sign-in-name"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.staffSignInNameLength}
          value={signInName}
          onChange={(event) => setSignInName(event.target.value)}
          {...invalidIf(fieldErrors.signInName, 'staff-sign-in-name')}
        />
        {fieldErrors.signInName && (
          <p className="field-error" id="staff-sign-in-name-error">
            {fieldErrors.signInName}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="staff-password">Password</label>
        <input
          id="staff-password"
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.staffPasswordMaxLength}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...invalidIf(fieldErrors.password, 'staff-password')}
        />
        {fieldErrors.password && (
          <p className="field-error" id="staff-password-error">
            {fieldErrors.password}
          </p>
        )}
      </div>
      {attempt.isError && (
        <div className="error-panel" role="alert">
          <p>{staffSignInErrorMessage(attempt.error)}</p>
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={attempt.isPending}>
        {attempt.isPending ? 'Signing in…' : 'Sign in as staff'}
      </button>
    </form>
  );
}
