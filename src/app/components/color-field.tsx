import { useId } from 'react';
import { toHex } from '../lib/colors';

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Quick choices shown as swatch buttons. */
  palette?: readonly string[];
  hint?: string;
}

/**
 * A colour as text (any CSS colour the wire accepts) with a picker beside it; the picker only
 * knows #rrggbb, so it shows the text's nearest form and writes hex back.
 */
export function ColorField({ label, value, onChange, error, palette, hint }: ColorFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="color-input">
        <input
          type="color"
          aria-label={`${label}: picker`}
          value={toHex(value)}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          type="text"
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {palette && (
        <fieldset className="palette">
          <legend className="visually-hidden">{label}: palette</legend>
          {palette.map((color) => (
            <button
              key={color}
              type="button"
              className="palette-swatch"
              style={{ background: color }}
              aria-label={`Use ${color}`}
              aria-pressed={value.trim().toLowerCase() === color}
              onClick={() => onChange(color)}
            />
          ))}
        </fieldset>
      )}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
