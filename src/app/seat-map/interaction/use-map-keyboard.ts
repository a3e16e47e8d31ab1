// Keyboard use of the map: the arrow keys move a focus from seat to seat through the spatial
// index's neighbours (the view follows), Enter/Space toggle, Shift+arrow selects on the way,
// Escape clears, +/− zoom. Every move is said in the live region.
import type { KeyboardEvent, RefObject } from 'react';
import type { MapObject, Point, SeatMapIndex } from '../../../domain/seat-map/types';
import type { MapViewControls } from '../components/map-canvas';
import { keyAction } from './map-keys';
import { type Selectable, toggled, withAll } from './selection-ops';

interface KeyboardOptions {
  index: SeatMapIndex;
  floor: number;
  floorObjects: readonly MapObject[];
  /** The floor's top left corner, where the keyboard starts. */
  corner: Point;
  selection: ReadonlySet<string>;
  selectable: Selectable;
  canSelect: boolean;
  focused?: MapObject;
  describe: (object: MapObject) => string;
  controls: RefObject<MapViewControls | null>;
  change: (next: ReadonlySet<string>, said?: string) => void;
  onFocus: (object: MapObject) => void;
  announce: (text: string) => void;
}

/** Where the keyboard starts on a floor: the object nearest its top left corner. */
export function startingObject(
  objects: readonly MapObject[],
  corner: Point,
): MapObject | undefined {
  let best: MapObject | undefined;
  let bestScore = Infinity;
  for (const object of objects) {
    const score = Math.hypot(object.x - corner.x, object.y - corner.y);
    if (score < bestScore) {
      best = object;
      bestScore = score;
    }
  }
  return best;
}

export function useMapKeyboard(options: KeyboardOptions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const action = keyAction(event);
    if (!action) return;
    event.preventDefault();
    const { focused, selection, selectable, canSelect } = options;
    const say = options.describe;
    const here = focused?.floor === options.floor ? focused : undefined;
    switch (action.type) {
      case 'move': {
        const next = here
          ? options.index.neighbour(here, action.direction)
          : startingObject(options.floorObjects, options.corner);
        if (!next) {
          if (here) options.announce(`No seat further ${action.direction}. ${say(here)}`);
          return;
        }
        options.onFocus(next);
        options.controls.current?.keepInView(next);
        if (action.extend && canSelect) {
          const labels = [here, next].filter((o): o is MapObject => !!o && selectable(o));
          options.change(
            withAll(
              selection,
              labels.map((o) => o.label),
            ),
            say(next),
          );
        } else {
          options.announce(`${say(next)}${selection.has(next.label) ? ', selected' : ''}`);
        }
        return;
      }
      case 'toggle': {
        if (!here) return options.announce('Use the arrow keys to reach a seat first.');
        if (!canSelect) return options.announce(say(here));
        if (!selectable(here)) return options.announce(`${say(here)} cannot be selected here`);
        const was = selection.has(here.label);
        options.change(
          toggled(selection, here.label),
          `${here.label} ${was ? 'unselected' : 'selected'}`,
        );
        return;
      }
      case 'clear':
        if (canSelect && selection.size > 0) options.change(new Set(), 'Selection cleared');
        return;
      case 'zoom':
        options.controls.current?.zoomBy(action.factor);
        return;
      case 'fit':
        options.controls.current?.fit();
        return;
    }
  };
}
