import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within a screen of the viewport (and stays true): rows of a long
 * list read their figures only when someone can see them. Without IntersectionObserver (jsdom,
 * old browsers) everything counts as in view.
 */
export function useInView<E extends Element>(): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}
