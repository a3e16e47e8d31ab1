import { describe, expect, test } from 'vitest';
import { keyAction, ZOOM_STEP } from './map-keys';

const press = (
  key: string,
  modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) =>
  keyAction({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('map keys', () => {
  test('arrows move; with Shift they extend the selection', () => {
    expect(press('ArrowLeft')).toEqual({ type: 'move', direction: 'left', extend: false });
    expect(press('ArrowDown', { shiftKey: true })).toEqual({
      type: 'move',
      direction: 'down',
      extend: true,
    });
  });

  test('Enter and Space toggle, Escape clears, + and − zoom, 0 fits', () => {
    expect(press('Enter')).toEqual({ type: 'toggle' });
    expect(press(' ')).toEqual({ type: 'toggle' });
    expect(press('Escape')).toEqual({ type: 'clear' });
    expect(press('+')).toEqual({ type: 'zoom', factor: ZOOM_STEP });
    expect(press('-')).toEqual({ type: 'zoom', factor: 1 / ZOOM_STEP });
    expect(press('0')).toEqual({ type: 'fit' });
  });

  test('browser shortcuts and other keys are left alone', () => {
    expect(press('ArrowLeft', { altKey: true })).toBeUndefined();
    expect(press('+', { ctrlKey: true })).toBeUndefined();
    expect(press('Tab')).toBeUndefined();
    expect(press('a')).toBeUndefined();
  });
});
