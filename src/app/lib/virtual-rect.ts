// A virtual list's scroll box measured as @tanstack/react-virtual does, with a height to assume
// while the box has none (not laid out yet, or jsdom), so the first rows render at once; and the
// one way the app's virtual tables (the map's list view, the report table) scroll their rows.
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';

type RectObserver = (
  instance: Virtualizer<HTMLElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) => ReturnType<typeof observeElementRect>;

/** `observeElementRect` that reports `unmeasuredHeight` until the box has a height of its own. */
export function observeRectOr(unmeasuredHeight: number): RectObserver {
  return (instance, callback) =>
    observeElementRect(instance, (rect) =>
      callback(rect.height > 0 ? rect : { width: rect.width, height: unmeasuredHeight }),
    );
}

/** The app's tables draw every row this high, so the virtualizer never has to measure one. */
export const VIRTUAL_ROW_HEIGHT = 34;

/**
 * Rows of `count` in a scroll box (put `scrollRef` on it): the rows in view with a few either
 * side, and the spacers' heights above and below them (`top`, `bottom`).
 */
export function useVirtualRows(count: number, unmeasuredHeight: number) {
  const scrollRef = useRef<HTMLElement>(null);
  const observeRect = useMemo(() => observeRectOr(unmeasuredHeight), [unmeasuredHeight]);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => VIRTUAL_ROW_HEIGHT,
    overscan: 12,
    observeElementRect: observeRect,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return { scrollRef, items, top, bottom };
}
