// A text input on the shared form field: the desk's fields take keys, labels and tokens, which
// are neither spell-checked nor filled in by the browser.
import { FormField } from '../../../components/form-field';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  list?: string;
  placeholder?: string;
  mono?: boolean;
}

export function TextField({ label, error, hint, mono, onChange, ...input }: TextFieldProps) {
  return (
    <FormField id={input.id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={mono ? 'mono' : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
