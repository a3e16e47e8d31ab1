import { type RefObject, useLayoutEffect, useState } from 'react';
import { observeSize } from '../../lib/observe-size';

/**
 * The width of an element, following resizes. Where nothing is laid out (jsdom, a hidden tab)
 * it reports `fallback`, so charts still render at a sensible size.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback = 720): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeSize(element, (size) => setWidth(Math.floor(size.width) || fallback));
  }, [ref, fallback]);
  return width;
}
