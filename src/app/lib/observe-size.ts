// An element's size, told now and again whenever it changes (a window resized, a phone turned),
// in one place for the hooks that follow one: the report charts' width, the seat card's stage.

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * Calls `told` with the element's inner size (`outer`: with its border) now and on each change;
 * returns the way to stop. Without ResizeObserver (old test DOMs) it tells once.
 */
export function observeSize(
  element: HTMLElement,
  told: (size: ElementSize) => void,
  outer = false,
): () => void {
  const measure = () =>
    told(
      outer
        ? { width: element.offsetWidth, height: element.offsetHeight }
        : { width: element.clientWidth, height: element.clientHeight },
    );
  measure();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  return () => observer.disconnect();
}
