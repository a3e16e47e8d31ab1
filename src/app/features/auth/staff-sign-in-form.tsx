import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { LIMITS } from '../../../contract/limits';
import { FormField } from '../../components/form-field';
import { ownServiceUrl } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { staffSignIn, staffSignInErrorMessage } from './staff-sign-in';

interface FieldErrors {
  signInName?: string;
  password?: string;
}

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
      <FormField id="staff-sign-in-name" label="Sign-in name" error={fieldErrors.signInName}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={LIMITS.staffSignInNameLength}
            value={signInName}
            onChange={(event) => setSignInName(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="staff-password" label="Password" error={fieldErrors.password}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.staffPasswordMaxLength}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
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
