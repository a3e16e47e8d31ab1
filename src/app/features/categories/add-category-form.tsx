import { type FormEvent, useId, useState } from 'react';
import type { NewCategory } from '../../../contract/charts';
import type { CategoryWire } from '../../../contract/common';
import { ColorField } from '../../components/color-field';
import { FormField } from '../../components/form-field';
import {
  type CategoryFormValues,
  type FieldErrors,
  type KeyKind,
  parseNewCategory,
} from './category-form';

const EMPTY: CategoryFormValues = {
  key: '',
  keyKind: 'number',
  label: '',
  color: '#3b82f6',
  accessible: false,
};

interface AddCategoryFormProps {
  existing: readonly CategoryWire[];
  busy: boolean;
  /** Resolves when the service accepted the category, so the form can empty itself. */
  onAdd: (category: NewCategory) => Promise<unknown>;
}

export function AddCategoryForm({ existing, busy, onAdd }: AddCategoryFormProps) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (change: Partial<CategoryFormValues>) => setValues((old) => ({ ...old, ...change }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = parseNewCategory(values, existing);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      await onAdd(result.value);
      setValues({ ...EMPTY, keyKind: values.keyKind });
    } catch {
      // The refusal is already a toast with the service's code; the typed values stay for fixing.
    }
  };

  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a category</h2>
      <div className="form-row">
        {/* The errors are told under the row, so the row's fields stay aligned. */}
        <FormField
          label="Key"
          describedBy={errors.key ? `${id}-key-error` : undefined}
          invalid={!!errors.key}
        >
          {(control) => (
            <input
              {...control}
              value={values.key}
              onChange={(event) => set({ key: event.target.value })}
              size={10}
            />
          )}
        </FormField>
        <fieldset className="key-kind">
          <legend>Key type</legend>
          <div className="radio-row">
            {(['number', 'text'] as KeyKind[]).map((kind) => (
              <label key={kind} className="checkbox-field">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={values.keyKind === kind}
                  onChange={() => set({ keyKind: kind })}
                />
                {kind === 'number' ? 'Number' : 'Text'}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          label="Label"
          className="grow"
          describedBy={errors.label ? `${id}-label-error` : undefined}
          invalid={!!errors.label}
        >
          {(control) => (
            <input
              {...control}
              value={values.label}
              onChange={(event) => set({ label: event.target.value })}
            />
          )}
        </FormField>
      </div>
      {errors.key && (
        <p className="field-error" id={`${id}-key-error`}>
          {errors.key}
        </p>
      )}
      {errors.label && (
        <p className="field-error" id={`${id}-label-error`}>
          {errors.label}
        </p>
      )}
      <div className="form-row">
        <ColorField
          label="Colour"
          value={values.color}
          onChange={(color) => set({ color })}
          error={errors.color}
        />
        <label className="checkbox-field inline-check">
          <input
            type="checkbox"
            checked={values.accessible}
            onChange={(event) => set({ accessible: event.target.checked })}
          />
          Accessible
        </label>
        <div className="form-submit">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add category'}
          </button>
        </div>
      </div>
    </form>
  );
}
