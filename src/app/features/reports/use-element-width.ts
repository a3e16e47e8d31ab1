import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width of an element, following resizes. Where nothing is laid out (jsdom, a hidden tab)
 * it reports `fallback`, so charts still render at a sensible size.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback = 720): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth) || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}
