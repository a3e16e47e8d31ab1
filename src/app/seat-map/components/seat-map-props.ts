// The seat map widget's contract with the pages that use it (event page, batch desk, channels
// editor, chart page). The widget itself (seat-map.tsx, a lazily loaded chunk) draws, pans,
// zooms, hit-tests and moves the keyboard focus; the page owns the selection and the colours.
import type { ReactNode } from 'react';
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import type { MapPaint } from '../render/paint';

export interface SeatMapProps {
  layout: SeatMapLayout;
  paint: MapPaint;
  /** Labels selected. The widget never changes it itself: it asks `onSelectionChange`. */
  selection: ReadonlySet<string>;
  /** Absent: the map only shows (no selection tools). */
  onSelectionChange?: (next: ReadonlySet<string>) => void;
  /**
   * Why selecting is not possible yet, on a page that will allow it ("Seats can be selected once
   * their statuses have loaded."): the selection tools are shown disabled with this as their
   * title, so the toolbar does not grow and push the map down when they arrive.
   */
  selectionPending?: string;
  /**
   * The page applies each gesture at once and keeps no selection (the channels editor paints
   * seats into a channel): `onSelectionChange` receives just the objects the gesture touched,
   * and the selection bar and "N selected" announcements are left out; the page says what it did.
   */
  paintsGestures?: boolean;
  /**
   * A plain click adds or removes the object, as Shift-click does, instead of making it the only
   * one selected (the batch desk, where the selection is a row's typed objects).
   */
  clickToggles?: boolean;
  /** Which objects can be selected (tables booked whole, not their seats). Default: every one. */
  selectable?: (object: MapObject) => boolean;
  /** One line for the live region and the list view: "A-5, row A, Cat1, free". */
  describe: (object: MapObject) => string;
  /** More for the hover card: status, order id, hold token and time left, channel, extra data. */
  hoverDetails?: (object: MapObject) => ReactNode;
  /** Opens the object (the object lookup): double-click, or the hover card's "Look up" link. */
  onOpen?: (object: MapObject) => void;
  /** Accessible name of the widget: "Seat map of Concert, 12 May". */
  label: string;
  /**
   * Labels the map zooms to (with room around them), each time the list changes: best
   * available's block. The list's floor is shown.
   */
  focus?: readonly string[];
  /**
   * Changes when the page asks to be shown `focus` again though its labels did not change (the
   * phone sale's next offer of the same seats, after the clerk panned away): the map zooms anew.
   */
  focusRequest?: string | number;
  /** Put in the map's toolbar, e.g. the colour mode picker. */
  toolbar?: ReactNode;
}
