// Seats another clerk just changed are ringed on the map for a few seconds (use-live-event.ts
// FLASH_MS), over whatever colour mode the page paints.
import type { MapPaint } from '../render/paint';

export function withFlash(paint: MapPaint, flashing: ReadonlySet<string>): MapPaint {
  if (flashing.size === 0) return paint;
  return {
    ...paint,
    mark: (label) => (flashing.has(label) ? 'changed' : paint.mark?.(label)),
  };
}
