import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import type { MapObject, Point } from '../../../domain/seat-map/types';
import { type ElementSize, observeSize } from '../../lib/observe-size';

/** Where the object is on screen now, relative to the stage, and its radius there. */
export interface CardTarget {
  at: Point;
  /** The card keeps clear of the whole seat, not just its centre. */
  reach: number;
}

interface HoverCardProps {
  object: MapObject;
  /** The map's stage: the card stays inside it, and is placed again when its size changes. */
  stage: HTMLElement | null;
  /** Asked at every placing: a resize may re-fit the map and move the object. */
  locate: () => CardTarget;
  describe: (object: MapObject) => string;
  details?: (object: MapObject) => ReactNode;
  /** Double-clicking the object opens it (the card says so; it holds no button of its own). */
  opens?: boolean;
}

const CARD_WIDTH = 280;
const OFFSET = 16;
/** The card's height before it is measured (the first layout, before paint). */
const ROOM_ABOVE = 160;

export interface CardPlace {
  left: number;
  top: number;
  width: number;
  /** It hangs above the object's row. */
  above: boolean;
}

/**
 * One card for the object under the pointer (or the keyboard focus), above its row, never on it:
 * seats to the right of the pointer in the same row stay in sight (issue 28: Shift-clicks along a
 * row). Below the row when the stage has no room above it; inside the stage always, so where
 * neither side has room it covers the row rather than being cut off. A stage narrower than the
 * card narrows the card.
 */
export function cardPlace(
  target: CardTarget,
  stage: ElementSize,
  cardHeight: number = ROOM_ABOVE,
): CardPlace {
  const { at, reach } = target;
  const width = stage.width > 0 ? Math.min(CARD_WIDTH, stage.width) : CARD_WIDTH;
  const left = Math.max(0, Math.min(at.x + OFFSET, stage.width - width));
  const above = at.y - reach - OFFSET - cardHeight;
  if (above >= 0) return { left, top: above, width, above: true };
  const below = at.y + reach + OFFSET;
  const lowest = Math.max(0, stage.height - cardHeight);
  return { left, top: Math.min(below, lowest), width, above: false };
}

/** An element's size, again whenever it changes: the stage's inner one, the card's own outer. */
function useSize(element: HTMLElement | null, outer = false): ElementSize {
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    if (!element) return;
    return observeSize(
      element,
      (now) => setSize((old) => (old.width === now.width && old.height === now.height ? old : now)),
      outer,
    );
  }, [element, outer]);
  return size;
}

/** The card never takes the pointer: a click or a hover over it goes to the map under it. */
export function HoverCard(props: HoverCardProps) {
  const [card, setCard] = useState<HTMLDivElement | null>(null);
  const stage = useSize(props.stage);
  // Its own height too: the details arrive after a pause and make it taller.
  const cardHeight = useSize(card, true).height;
  // The map re-fits itself to the new size in an effect of the same render: the object is asked
  // for again on the next frame, once it has moved (`stage` is a new object only when it resizes).
  const [, setFrame] = useState(0);
  useEffect(() => {
    if (stage.width === 0 || typeof requestAnimationFrame !== 'function') return;
    const frame = requestAnimationFrame(() => setFrame((n) => n + 1));
    return () => cancelAnimationFrame(frame);
  }, [stage]);
  const place = cardPlace(props.locate(), stage, cardHeight || ROOM_ABOVE);
  return (
    <div
      ref={setCard}
      className="seat-map-card"
      data-above={place.above}
      style={{ left: place.left, top: place.top, width: place.width }}
    >
      <p className="seat-map-card-title">{props.describe(props.object)}</p>
      {props.details && <div className="seat-map-card-details">{props.details(props.object)}</div>}
      {props.opens && <p className="seat-map-card-hint">Double-click to look it up</p>}
    </div>
  );
}
