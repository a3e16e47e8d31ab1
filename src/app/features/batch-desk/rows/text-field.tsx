// A labelled text input with its hint or error below, wired for screen readers.
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

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  list,
  placeholder,
  mono,
}: TextFieldProps) {
  const note = error ?? hint;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        list={list}
        placeholder={placeholder}
        className={mono ? 'mono' : undefined}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {note && (
        <p id={`${id}-note`} className={error ? 'field-error' : 'field-hint'}>
          {note}
        </p>
      )}
    </div>
  );
}
