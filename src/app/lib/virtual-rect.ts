// A virtual list's scroll box measured as @tanstack/react-virtual does, with a height to assume
// while the box has none (not laid out yet, or jsdom), so the first rows render at once.
import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

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
