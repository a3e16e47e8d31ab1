// The colours of what is drawn but not booked: the stage, other shapes, texts. Without a colour of
// their own they take the theme's (--seat-map-decoration-*). A designer's own colour is kept as
// drawn in the light theme, which is what the designer looked at; in the dark theme it is turned
// around instead of kept: the designer's default stage grey (#D0D1D2) would otherwise be a bright
// slab on the dark map, and a black text would vanish. The hue stays, so a red bar stays red.
import type { MapDecoration } from '../../../domain/seat-map/types';
import { parseColorCode, type Rgb } from '../../lib/colors';
import { hexOf } from '../../lib/hex';
import { type MapColours, textColourOn } from './draw-shapes';

/** Lightness (HSL, 0..1) of a shape in the dark theme: light shapes sink, dark ones rise. */
const darkShapeLightness = (l: number) => 0.66 - 0.5 * l;
/** Texts in the dark theme stay between these lightnesses: readable on the dark map. */
const DARK_TEXT_LIGHTNESS = [0.7, 0.92] as const;
/** Vivid designer colours are toned down a little in the dark, where they would glare. */
const DARK_SATURATION = 0.85;

const adapted = new Map<string, string | undefined>();

/**
 * A designer's colour for the dark theme (`role` says whether it fills a shape or writes a text),
 * or undefined when it cannot be read (a colour name, say): then the theme's colour is used, since
 * contrast cannot be promised for a colour we cannot measure.
 */
export function darkVariant(colour: string, role: 'shape' | 'text'): string | undefined {
  const key = `${role}:${colour}`;
  if (adapted.has(key)) return adapted.get(key);
  const rgb = parseColorCode(colour);
  let out: string | undefined;
  if (rgb) {
    const [h, s, l] = toHsl(rgb);
    const [low, high] = DARK_TEXT_LIGHTNESS;
    const lightness =
      role === 'shape' ? darkShapeLightness(l) : Math.min(high, Math.max(low, 1 - l));
    out = toHex(fromHsl(h, s * DARK_SATURATION, lightness));
  }
  if (adapted.size < 512) adapted.set(key, out);
  return out;
}

function own(colour: string | undefined, role: 'shape' | 'text', colours: MapColours) {
  if (colour === undefined) return undefined;
  return colours.scheme === 'dark' ? darkVariant(colour, role) : colour;
}

/** What a decoration's shape is filled with. */
export function decorationFill(decoration: MapDecoration, colours: MapColours): string {
  return own(decoration.fill, 'shape', colours) ?? colours.decorationFill;
}

/** A decoration's outline, if it has one (the designer's; the theme draws none). */
export function decorationStroke(
  decoration: MapDecoration,
  colours: MapColours,
): string | undefined {
  if (decoration.stroke === undefined) return undefined;
  return own(decoration.stroke, 'shape', colours) ?? colours.sectionStroke;
}

/** A decoration's words: black or white on a shape, the text's own colour or the theme's. */
export function decorationTextColour(decoration: MapDecoration, colours: MapColours): string {
  if (decoration.shape) return textColourOn(decorationFill(decoration, colours));
  return own(decoration.textColor, 'text', colours) ?? colours.decorationText;
}

function toHsl([r, g, b]: Rgb): Rgb {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h =
    max === rr ? ((gg - bb) / d + 6) % 6 : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${hexOf(rgb)}`;
