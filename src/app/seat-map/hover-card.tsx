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

/** One card for the object under the pointer (or the keyboard focus), beside it, not over it. */
export function HoverCard(props: HoverCardProps) {
  const { object, at, stageWidth } = props;
  const fitsRight = at.x + OFFSET + CARD_WIDTH <= stageWidth;
  const left = fitsRight ? at.x + OFFSET : Math.max(0, at.x - OFFSET - CARD_WIDTH);
  return (
    <div
      className="seat-map-card"
      style={{ left, top: Math.max(0, at.y - OFFSET), width: CARD_WIDTH }}
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
