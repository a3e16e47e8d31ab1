import { describe, expect, test } from 'vitest';
import { parseCategoryUpdate, parseNewCategory } from './category-form';

const existing = [
  { key: 1, label: 'Stalls', color: '#ff0000', accessible: false },
  { key: 'vip', label: 'VIP', color: '#00ff00', accessible: true },
];

const base = {
  key: '',
  keyKind: 'number' as const,
  label: 'Balcony',
  color: '#3366cc',
  accessible: false,
};

describe('parseNewCategory', () => {
  test('keeps the key as typed: number or text', () => {
    expect(parseNewCategory({ ...base, key: '7' }, existing)).toEqual({
      ok: true,
      value: { key: 7, label: 'Balcony', color: '#3366cc', accessible: false },
    });
    expect(parseNewCategory({ ...base, key: '7', keyKind: 'text' }, existing)).toEqual({
      ok: true,
      value: { key: '7', label: 'Balcony', color: '#3366cc', accessible: false },
    });
  });

  test('a key that exists, as either type, is refused', () => {
    const asText = parseNewCategory({ ...base, key: '1', keyKind: 'text' }, existing);
    expect(asText).toEqual({
      ok: false,
      errors: { key: 'This chart already has a category with the key 1.' },
    });
    expect(parseNewCategory({ ...base, key: 'vip', keyKind: 'text' }, existing).ok).toBe(false);
  });

  test('names every bad field at once', () => {
    const result = parseNewCategory({ ...base, key: 'abc', label: '  ', color: '#12' }, existing);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.key).toContain('is not a number');
    expect(result.errors.label).toContain('must not be empty');
    expect(result.errors.color).toContain('#12');
  });

  test('an empty colour is left to the service, which assigns one', () => {
    const result = parseNewCategory({ ...base, key: '9', color: '' }, existing);
    expect(result).toEqual({ ok: true, value: { key: 9, label: 'Balcony', accessible: false } });
  });
});

describe('parseCategoryUpdate', () => {
  test('accepts a label, a colour and the accessible flag', () => {
    expect(parseCategoryUpdate({ label: 'Stalls A', color: 'orange', accessible: true })).toEqual({
      ok: true,
      value: { label: 'Stalls A', color: 'orange', accessible: true },
    });
  });

  test('refuses an empty label and colour', () => {
    expect(parseCategoryUpdate({ label: '', color: '', accessible: false })).toEqual({
      ok: false,
      errors: { color: 'Enter a colour.', label: 'Enter a label.' },
    });
  });
});
