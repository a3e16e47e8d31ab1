import type { ReactNode } from 'react';
import type { MapObject, Point } from '../../../domain/seat-map/types';

interface HoverCardProps {
  object: MapObject;
  /** The object's centre on screen, relative to the map's stage. */
  at: Point;
  /** The object's radius on screen: the card keeps clear of the whole seat, not just its centre. */
  reach: number;
  stageWidth: number;
  describe: (object: MapObject) => string;
  details?: (object: MapObject) => ReactNode;
  /** Double-clicking the object opens it (the card says so; it holds no button of its own). */
  opens?: boolean;
}

const CARD_WIDTH = 280;
const OFFSET = 16;
/** Room the card needs above the object to hang there rather than below it. */
const ROOM_ABOVE = 160;

export interface CardPlace {
  left: number;
  top: number;
  /** The card's bottom edge is at `top` (it hangs above the object's row). */
  above: boolean;
}

/**
 * One card for the object under the pointer (or the keyboard focus), above its row, never on it:
 * seats to the right of the pointer in the same row stay in sight (issue 28: Shift-clicks along a
 * row). Below the row only when the map has no room above it.
 */
export function cardPlace(at: Point, stageWidth: number, reach = 0): CardPlace {
  const left = Math.max(0, Math.min(at.x + OFFSET, stageWidth - CARD_WIDTH));
  const above = at.y - reach - OFFSET;
  if (above >= ROOM_ABOVE) return { left, top: above, above: true };
  return { left, top: at.y + reach + OFFSET, above: false };
}

/** The card never takes the pointer: a click or a hover over it goes to the map under it. */
export function HoverCard(props: HoverCardProps) {
  const { object, at, stageWidth } = props;
  const { left, top, above } = cardPlace(at, stageWidth, props.reach);
  return (
    <div
      className="seat-map-card"
      style={{ left, top, width: CARD_WIDTH, transform: above ? 'translateY(-100%)' : undefined }}
    >
      <p className="seat-map-card-title">{props.describe(object)}</p>
      {props.details && <div className="seat-map-card-details">{props.details(object)}</div>}
      {props.opens && <p className="seat-map-card-hint">Double-click to look it up</p>}
    </div>
  );
}
