import { toHex } from '../lib/colors';
import { FormField } from './form-field';

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
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <>
          <div className="color-input">
            <input
              type="color"
              aria-label={`${label}: picker`}
              value={toHex(value)}
              onChange={(event) => onChange(event.target.value)}
            />
            <input
              {...control}
              type="text"
              value={value}
              spellCheck={false}
              onChange={(event) => onChange(event.target.value)}
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
        </>
      )}
    </FormField>
  );
}
