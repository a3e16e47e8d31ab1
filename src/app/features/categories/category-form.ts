// The category form's rules, before anything is sent: the contract's schemas (so the form and the
// service agree), plus what only the form can know: the key's type as chosen, and keys in use.
import {
  type CategoryUpdate,
  CategoryUpdateSchema,
  type NewCategory,
  NewCategorySchema,
} from '../../../contract/charts';
import type { CategoryWire } from '../../../contract/common';
import { colorProblem } from '../../lib/colors';

export type KeyKind = 'number' | 'text';

export interface CategoryFormValues {
  key: string;
  keyKind: KeyKind;
  label: string;
  color: string;
  accessible: boolean;
}

export type FieldErrors = Partial<Record<'key' | 'label' | 'color', string>>;

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function parseNewCategory(
  values: CategoryFormValues,
  existing: readonly CategoryWire[],
): FormResult<NewCategory> {
  const errors: FieldErrors = {};
  const keyText = values.key.trim();
  let key: string | number = keyText;
  if (!keyText) errors.key = 'Enter a key.';
  else if (values.keyKind === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(keyText)) {
      errors.key = `"${keyText}" is not a number. Choose "text" for keys like "vip".`;
    } else key = Number(keyText);
  }
  // Addresses carry keys as text, so 1 and "1" would be the same category to update or remove.
  if (!errors.key && existing.some((category) => String(category.key) === String(key))) {
    errors.key = `This chart already has a category with the key ${keyText}.`;
  }
  const candidate = {
    key,
    label: values.label,
    accessible: values.accessible,
    ...(values.color.trim() ? { color: values.color.trim() } : {}),
  };
  return finish(NewCategorySchema.safeParse(candidate), errors, values.color);
}

export function parseCategoryUpdate(
  values: Omit<CategoryFormValues, 'key' | 'keyKind'>,
): FormResult<CategoryUpdate> {
  const candidate = {
    label: values.label,
    accessible: values.accessible,
    ...(values.color.trim() ? { color: values.color.trim() } : {}),
  };
  if (!values.color.trim()) {
    return { ok: false, errors: { color: 'Enter a colour.', ...labelError(values.label) } };
  }
  return finish(CategoryUpdateSchema.safeParse(candidate), {}, values.color);
}

function labelError(label: string): FieldErrors {
  return label.trim() ? {} : { label: 'Enter a label.' };
}

function finish<T>(
  parsed:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  errors: FieldErrors,
  color: string,
): FormResult<T> {
  const all: FieldErrors = { ...errors };
  const colour = colorProblem(color);
  if (colour) all.color = colour;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'label' && !all.label) all.label = `Label ${issue.message}.`;
      if (field === 'color' && !all.color) all.color = `Colour ${issue.message}.`;
      if (field === 'key' && !all.key) all.key = `Key ${issue.message}.`;
    }
  }
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, value: parsed.data };
}
