import { useState } from 'react';
import type { CategoryUpdate } from '../../../contract/charts';
import type { CategoryWire } from '../../../contract/common';
import { ColorField } from '../../components/color-field';
import { ColorSwatch } from '../../components/color-swatch';
import { FormField } from '../../components/form-field';
import { type FieldErrors, parseCategoryUpdate } from './category-form';

interface CategoryRowProps {
  category: CategoryWire;
  busy: boolean;
  onSave: (update: CategoryUpdate) => Promise<unknown>;
  onRemove: () => void;
}

/** One category: shown, or edited in place (the key never changes; it names the category). */
export function CategoryRow({ category, busy, onSave, onRemove }: CategoryRowProps) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ label: '', color: '', accessible: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const keyText = String(category.key);
  const keyKind = typeof category.key === 'number' ? 'number' : 'text';

  if (!editing) {
    return (
      <tr>
        <td>
          <ColorSwatch color={category.color} label={category.color} />
        </td>
        <td>{category.label}</td>
        <td>
          <span className="mono">{keyKind === 'text' ? `"${keyText}"` : keyText}</span>{' '}
          <span className="badge">{keyKind}</span>
        </td>
        <td>{category.accessible ? 'Yes' : 'No'}</td>
        <td className="row-actions">
          <button
            type="button"
            className="button button-small"
            aria-label={`Edit category ${category.label}`}
            onClick={() => {
              setValues({
                label: category.label,
                color: category.color,
                accessible: category.accessible,
              });
              setErrors({});
              setEditing(true);
            }}
          >
            Edit
          </button>
          <button
            type="button"
            className="button button-small button-quiet danger-text"
            aria-label={`Remove category ${category.label}`}
            onClick={onRemove}
          >
            Remove
          </button>
        </td>
      </tr>
    );
  }

  const save = async () => {
    const result = parseCategoryUpdate(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      await onSave(result.value);
      setEditing(false);
    } catch {
      // Shown as a toast; the row stays open with the typed values.
    }
  };

  return (
    <tr className="editing">
      <td colSpan={2}>
        <ColorField
          label={`Colour of ${keyText}`}
          value={values.color}
          onChange={(color) => setValues((old) => ({ ...old, color }))}
          error={errors.color}
        />
        <FormField label={`Label of ${keyText}`} error={errors.label}>
          {(control) => (
            <input
              {...control}
              value={values.label}
              onChange={(event) => setValues((old) => ({ ...old, label: event.target.value }))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') save();
                if (event.key === 'Escape') setEditing(false);
              }}
            />
          )}
        </FormField>
      </td>
      <td>
        <span className="mono">{keyKind === 'text' ? `"${keyText}"` : keyText}</span>{' '}
        <span className="badge">{keyKind}</span>
      </td>
      <td>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={values.accessible}
            onChange={(event) => setValues((old) => ({ ...old, accessible: event.target.checked }))}
          />
          Accessible
        </label>
      </td>
      <td className="row-actions">
        <button
          type="button"
          className="button button-small button-primary"
          disabled={busy}
          onClick={save}
        >
          Save
        </button>
        <button
          type="button"
          className="button button-small button-quiet"
          onClick={() => setEditing(false)}
        >
          Cancel
        </button>
      </td>
    </tr>
  );
}
