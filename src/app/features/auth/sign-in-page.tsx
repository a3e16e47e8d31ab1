import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { LIMITS } from '../../../contract/limits';
import { FormField } from '../../components/form-field';
import { BASE_URL_PRESETS } from '../../lib/regions';
import { type Credentials, ownServiceUrl } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { authQueries, checkSession } from './api';
import { type KeySignInErrors, KeySignInFields } from './key-sign-in-fields';
import { signInErrorMessage } from './sign-in-errors';
import { StaffSignInForm } from './staff-sign-in-form';

const BaseUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Enter a full http:// or https:// address.' })
  .transform((url) => url.replace(/\/+$/, ''));

export function SignInPage() {
  const { session, signIn, fetch, endedBecause } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/events';
  const own = ownServiceUrl();

  const [preset, setPreset] = useState('self');
  const [customUrl, setCustomUrl] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const [workspaceKey, setWorkspaceKey] = useState('');
  const [staffName, setStaffName] = useState('');
  // Said on the holds this sign-in makes, so they find their maker again after a sign-out.
  const named = () => staffName.trim().slice(0, LIMITS.staffNameLength) || undefined;
  const [fieldErrors, setKeySignInErrors] = useState<KeySignInErrors>({});

  const demo = useQuery({ ...authQueries.demoWorkspace(own, fetch), enabled: preset === 'self' });

  const check = useMutation({
    mutationFn: async (candidate: Credentials) => {
      await checkSession(candidate, fetch);
      return candidate;
    },
    meta: { toast: false },
    onSuccess: (checked) => {
      signIn(checked);
      navigate(from, { replace: true });
    },
  });

  if (session) return <Navigate to={from} replace />;

  const baseUrlFor = () =>
    preset === 'custom'
      ? customUrl
      : (BASE_URL_PRESETS.find((p) => p.id === preset)?.url(own) ?? own);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors: KeySignInErrors = {};
    const url = BaseUrlSchema.safeParse(baseUrlFor().trim());
    if (!url.success) errors.baseUrl = url.error.issues[0]?.message;
    if (!secretKey.trim()) errors.secretKey = 'Enter the secret key of your workspace or company.';
    setKeySignInErrors(errors);
    if (!url.success || errors.secretKey) return;
    check.mutate({
      baseUrl: url.data,
      secretKey: secretKey.trim(),
      workspaceKey: workspaceKey.trim() || undefined,
      staffName: named(),
    });
  };

  const failedUrl = check.variables?.baseUrl ?? '';

  return (
    <div className="sign-in">
      <div className="sign-in-panel card">
        <div className="brand sign-in-brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="36" height="36" />
          <span>Seatdesk</span>
        </div>
        <h1>Sign in</h1>
        <p className="muted">The back office for box-office staff and event managers.</p>
        {endedBecause && (
          <div className="notice notice-warning" role="status">
            <p>{endedBecause}</p>
          </div>
        )}

        <StaffSignInForm onSignedIn={() => navigate(from, { replace: true })} />

        <h2 className="sign-in-second">With a secret key</h2>
        <p className="muted">
          For administrators, and for a seats.io region, where staff accounts do not exist. Your key
          is kept in this browser's open tabs only, never saved: it is gone when you sign out or
          close the last tab.
        </p>

        <FormField
          id="sign-in-name"
          label="Your name (optional)"
          hint="Shown on the holds you make, so colleagues see whose they are, and so the holds view and the expiry warning find yours again after you sign out."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={LIMITS.staffNameLength}
              value={staffName}
              onChange={(event) => setStaffName(event.target.value)}
            />
          )}
        </FormField>

        {demo.data && (
          <div className="notice notice-info demo-offer">
            <p>
              This service runs a demo company on this machine: <strong>{demo.data.name}</strong>.
            </p>
            <button
              type="button"
              className="button button-primary"
              disabled={check.isPending}
              onClick={() =>
                check.mutate({
                  baseUrl: own,
                  secretKey: demo.data?.secretKey ?? '',
                  workspaceKey: demo.data?.workspaceKey,
                  workspaceName: demo.data?.name,
                  staffName: named(),
                  demo: true,
                })
              }
            >
              Sign in to the demo workspace
            </button>
          </div>
        )}

        <form onSubmit={onSubmit} noValidate>
          <KeySignInFields
            own={own}
            values={{ preset, customUrl, secretKey, workspaceKey }}
            set={{
              preset: setPreset,
              customUrl: setCustomUrl,
              secretKey: setSecretKey,
              workspaceKey: setWorkspaceKey,
            }}
            errors={fieldErrors}
          />
          {check.isError && (
            <div className="error-panel" role="alert">
              <p>{signInErrorMessage(check.error, failedUrl)}</p>
            </div>
          )}
          <button type="submit" className="button button-primary" disabled={check.isPending}>
            {check.isPending ? 'Checking…' : 'Sign in'}
          </button>
        </form>
      </div>
    </div>
  );
}
