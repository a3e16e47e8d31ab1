// The map's label fonts resolved before the first frame needs them. The first measureText with a
// font the page has not used yet makes Chromium find and load that font: 40-125 ms in traces of a
// first visit (a fresh browser profile), paid inside the first frame's section labels. The map's
// chunk arrives while the layout worker is still busy (seconds on a big venue), so the page is
// idle then and the fonts can be found in that time instead.

/** The weights of the map's label fonts (draw-sections.ts 700, draw-rows.ts and captions 600). */
const LABEL_FONTS = ['700 12px system-ui, sans-serif', '600 12px system-ui, sans-serif'];

let warmed = false;

/** Measures a text in each label font once, when the page is idle; later calls do nothing. */
export function warmLabelFonts(): void {
  if (warmed || typeof document === 'undefined') return;
  warmed = true;
  const run = () => {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return;
    for (const font of LABEL_FONTS) {
      ctx.font = font;
      ctx.measureText('Section A 12');
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}
