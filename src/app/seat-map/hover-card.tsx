import type { ReactNode } from 'react';
import type { MapObject, Point } from '../../domain/seat-map/types';

interface HoverCardProps {
  object: MapObject;
  /** The object's centre on screen, relative to the map's stage. */
  at: Point;
  stageWidth: number;
  describe: (object: MapObject) => string;
  details?: (object: MapObject) => ReactNode;
  onOpen?: (object: MapObject) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

const CARD_WIDTH = 280;
const OFFSET = 16;

/**
 * One card for the object under the pointer (or the keyboard focus), beside it, not over it; on a
 * map too narrow for a card on either side (the batch desk's), below it.
 */
export function cardPlace(at: Point, stageWidth: number): { left: number; top: number } {
  const top = Math.max(0, at.y - OFFSET);
  if (at.x + OFFSET + CARD_WIDTH <= stageWidth) return { left: at.x + OFFSET, top };
  if (at.x - OFFSET - CARD_WIDTH >= 0) return { left: at.x - OFFSET - CARD_WIDTH, top };
  const centred = Math.min(at.x - CARD_WIDTH / 2, stageWidth - CARD_WIDTH);
  return { left: Math.max(0, centred), top: at.y + OFFSET };
}

export function HoverCard(props: HoverCardProps) {
  const { object, at, stageWidth } = props;
  return (
    <div
      className="seat-map-card"
      style={{ ...cardPlace(at, stageWidth), width: CARD_WIDTH }}
      onPointerEnter={props.onPointerEnter}
      onPointerLeave={props.onPointerLeave}
    >
      <p className="seat-map-card-title">{props.describe(object)}</p>
      {props.details && <div className="seat-map-card-details">{props.details(object)}</div>}
      {props.onOpen && (
        <button
          type="button"
          className="button button-small"
          onClick={() => props.onOpen?.(object)}
        >
          Look up
        </button>
      )}
    </div>
  );
}
