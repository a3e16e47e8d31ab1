// The map's keys, decided apart from React so they are tested as plain data.
import type { Direction } from '../../../domain/seat-map/types';

export type KeyAction =
  | { type: 'move'; direction: Direction; extend: boolean }
  | { type: 'toggle' }
  | { type: 'clear' }
  | { type: 'zoom'; factor: number }
  | { type: 'fit' };

interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export const ZOOM_STEP = 1.5;

/** What a key press on the map does; undefined leaves the key to the browser (Tab, shortcuts). */
export function keyAction(event: KeyLike): KeyAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const direction = ARROWS[event.key];
  if (direction) return { type: 'move', direction, extend: event.shiftKey };
  switch (event.key) {
    case 'Enter':
    case ' ':
      return { type: 'toggle' };
    case 'Escape':
      return { type: 'clear' };
    case '+':
    case '=':
      return { type: 'zoom', factor: ZOOM_STEP };
    case '-':
    case '_':
      return { type: 'zoom', factor: 1 / ZOOM_STEP };
    case '0':
      return { type: 'fit' };
    default:
      return undefined;
  }
}

/** The instructions screen readers read with the map (aria-describedby). */
export function keyInstructions(canSelect: boolean): string {
  const moving = 'Arrow keys move between seats; plus and minus zoom; 0 shows the whole map.';
  if (!canSelect) return moving;
  return `${moving} Enter or Space selects or unselects the seat; Shift with an arrow key selects as it moves; Escape clears the selection. A list of the same seats is one switch away.`;
}
