// Colours as typed by people: parsed for swatches and colour inputs, checked before sending.
import { CssColorSchema } from '../../contract/common';
import { hexOf } from './hex';

export type Rgb = [number, number, number];

/** Hex (`#rgb`, `#rrggbb`, with or without alpha) and `rgb()`; other CSS colours via the browser. */
export function parseColor(value: string): Rgb | null {
  return parseColorCode(value) ?? browserColor(value.trim().toLowerCase());
}

/**
 * Hex and `rgb()` only, with no browser to ask: what the seat map measures contrast on (a name
 * it cannot measure gets the theme's colour instead).
 */
export function parseColorCode(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    const digits = hex[1];
    const full =
      digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(text);
  if (rgb)
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map((n) => Math.min(255, n)) as Rgb;
  return null;
}

/** Named colours (`orange`) resolved by a canvas, when there is one (not in jsdom). */
function browserColor(text: string): Rgb | null {
  if (typeof document === 'undefined' || !/^[a-z]+$/.test(text)) return null;
  const context = document.createElement('canvas').getContext?.('2d');
  if (!context) return null;
  context.fillStyle = '#010203';
  context.fillStyle = text;
  const resolved = String(context.fillStyle);
  return resolved === '#010203' ? null : parseColor(resolved);
}

/** A colour the wire accepts and, where the browser can tell, that CSS knows. */
export function colorProblem(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const parsed = CssColorSchema.safeParse(value);
  if (!parsed.success) return `"${value}" ${parsed.error.issues[0]?.message ?? 'is not a colour'}.`;
  // The wire's pattern lets #12345 through; CSS knows only 3, 4, 6 or 8 hex digits.
  if (value.trim().startsWith('#') && !parseColor(value)) {
    return `"${value}" is not a colour: a hex colour has 3, 4, 6 or 8 digits, like #ff8800.`;
  }
  if (
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    !CSS.supports('color', value)
  ) {
    return `"${value}" is not a CSS colour.`;
  }
  return undefined;
}

/** `#rrggbb` for the colour input, which knows no other form. */
export function toHex(value: string): string {
  const rgb = parseColor(value);
  if (!rgb) return '#000000';
  return `#${hexOf(rgb)}`;
}
