// The secret-key sign-in's fields: which service (this one, a seats.io region, or an address),
// the key, and the workspace a company admin key acts in.
import { FormField } from '../../components/form-field';
import { BASE_URL_PRESETS } from '../../lib/regions';

export interface KeySignInErrors {
  baseUrl?: string;
  secretKey?: string;
}

interface KeySignInValues {
  preset: string;
  customUrl: string;
  secretKey: string;
  workspaceKey: string;
}

interface KeySignInFieldsProps {
  /** This service's own address, the first choice. */
  own: string;
  values: KeySignInValues;
  set: { [K in keyof KeySignInValues]: (value: string) => void };
  errors: KeySignInErrors;
}

export function KeySignInFields({ own, values, set, errors }: KeySignInFieldsProps) {
  return (
    <>
      <ServiceFields own={own} values={values} set={set} errors={errors} />
      <FormField id="sign-in-secret" label="Secret key" error={errors.secretKey}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={values.secretKey}
            onChange={(event) => set.secretKey(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="sign-in-workspace"
        label="Workspace public key (optional)"
        hint="Only for a company admin key acting in a workspace other than the default one."
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={values.workspaceKey}
            onChange={(event) => set.workspaceKey(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

/** Which service: this one, a seats.io region, or an address typed in. */
function ServiceFields({ own, values, set, errors }: KeySignInFieldsProps) {
  return (
    <>
      <FormField id="sign-in-service" label="Service">
        {(control) => (
          <select
            {...control}
            value={values.preset}
            onChange={(event) => set.preset(event.target.value)}
          >
            {BASE_URL_PRESETS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.id === 'self' ? `This service (${own})` : option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {values.preset === 'custom' && (
        <FormField id="sign-in-url" label="Base URL" error={errors.baseUrl}>
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://seatdesk.example.com"
              value={values.customUrl}
              onChange={(event) => set.customUrl(event.target.value)}
            />
          )}
        </FormField>
      )}
    </>
  );
}
