// @vitest-environment jsdom
// The hover card after a keyboard sale (reported: seats picked by keyboard, sold from the page's
// button, and the card of a seat nobody looks at any more stayed over the map). The card follows
// the keyboard only while the map has the focus, and says what the seat is now.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import type { MapObject } from '../../../domain/seat-map/types';
import { statusPaint, testLayout } from '../data/layout-test-kit';
import SeatMap from './seat-map';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
afterEach(cleanup);

/** A page with the map and a Sell button that books the selection, as the event page does. */
function SellingPage() {
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [sold, setSold] = useState<ReadonlySet<string>>(new Set());
  const describe = (object: MapObject) =>
    `${object.label}, ${sold.has(object.label) ? 'Booked' : 'Free'}`;
  return (
    <>
      <SeatMap
        layout={testLayout()}
        paint={statusPaint()}
        selection={selection}
        onSelectionChange={setSelection}
        describe={describe}
        label="Seat map of Concert"
      />
      <button
        type="button"
        onClick={() => {
          setSold(new Set([...sold, ...selection]));
          setSelection(new Set());
        }}
      >
        Sell
      </button>
    </>
  );
}

const map = () => screen.getByRole('application', { name: 'Seat map of Concert' });
const card = () => document.querySelector('.seat-map-card')?.textContent ?? null;

test('after a keyboard sale the card of a seat no longer looked at is gone, and says it anew', () => {
  render(<SellingPage />);
  act(() => map().focus());
  fireEvent.keyDown(map(), { key: 'ArrowRight' });
  fireEvent.keyDown(map(), { key: 'Enter' });
  fireEvent.keyDown(map(), { key: 'ArrowRight', shiftKey: true });
  expect(card()).toMatch(/^Left-A-2, Free/);

  const sell = screen.getByRole('button', { name: 'Sell' });
  act(() => sell.focus());
  expect(card(), 'the focus left the map: its card goes').toBeNull();
  fireEvent.click(sell);
  expect(card()).toBeNull();

  act(() => map().focus());
  fireEvent.keyDown(map(), { key: 'ArrowLeft' });
  expect(card()).toMatch(/^Left-A-1, Booked/);
});
