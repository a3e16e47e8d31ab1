// Channel colours exist so staff can tell channels apart at a glance; two colours that look
// alike defeat that, so the editor warns about them (CIE76 distance in Lab space).
import { parseColor, type Rgb } from '../../lib/colors';

/** Ten colours that stay distinct for most eyes, in both themes. */
export const CHANNEL_PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#7f7f7f',
] as const;

/** Below this distance two colours read as "the same" on a small swatch. */
export const TOO_SIMILAR = 15;

export function colorDistance(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = toLab(a);
  const [l2, a2, b2] = toLab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

export interface SimilarPair {
  first: string;
  second: string;
  distance: number;
}

/** Pairs of channels whose colours are hard to tell apart, by channel name. */
export function similarColors(channels: readonly { name: string; color: string }[]): SimilarPair[] {
  const parsed = channels
    .map((channel) => ({ name: channel.name || '(unnamed)', rgb: parseColor(channel.color) }))
    .filter((c): c is { name: string; rgb: Rgb } => c.rgb !== null);
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < parsed.length; i += 1) {
    for (let j = i + 1; j < parsed.length; j += 1) {
      const distance = colorDistance(parsed[i].rgb, parsed[j].rgb);
      if (distance < TOO_SIMILAR)
        pairs.push({ first: parsed[i].name, second: parsed[j].name, distance });
    }
  }
  return pairs;
}

/** The first palette colour no channel uses yet (the palette repeats when all are taken). */
export function nextPaletteColor(used: readonly string[]): string {
  const taken = new Set(used.map((color) => color.trim().toLowerCase()));
  return (
    CHANNEL_PALETTE.find((color) => !taken.has(color)) ??
    CHANNEL_PALETTE[used.length % CHANNEL_PALETTE.length]
  );
}

function toLab([r, g, b]: Rgb): [number, number, number] {
  const linear = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [lr, lg, lb] = linear;
  // sRGB → XYZ (D65), normalised by the white point.
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
