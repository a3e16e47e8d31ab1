// What the seat map widget draws on each object, decided by the page that shows it: the colour
// modes (status, availability, category, channel), a batch preview, the channels editor's paint.
// The widget knows nothing of events; it asks these functions, by label, while it draws.

export interface LegendEntry {
  /** Stable key (a status, a category key, a channel key). */
  key: string;
  /** In staff language: "Held", "Booked", "Stalls", "Partner sales". */
  name: string;
  color: string;
  /** How many objects (or GA places, when `unit` says so) the entry covers. */
  count: number;
  unit?: string;
  /** The API term, for integrators (shown as a tooltip). */
  apiTerm?: string;
}

export type ObjectMark = 'refused' | 'conflict' | 'changed';

/** A few words drawn over one object at screen size, on the caption's colour ("2 of 50 places"). */
export interface MapCaption {
  label: string;
  text: string;
  colour: string;
}

export interface MapPaint {
  /** Fill colour of an object; undefined draws it in the neutral colour. */
  fill(label: string): string | undefined;
  /** Objects drawn faded: not bookable in this view (a table booked seat by seat, another floor). */
  faded?(label: string): boolean;
  /** A mark drawn over the fill (refused in a preview, conflict in the channels editor). */
  mark?(label: string): ObjectMark | undefined;
  /**
   * The legend entry an object counts under (its key), for the selection bar's counts. Absent:
   * the widget matches the object's fill against the legend's colours.
   */
  group?(label: string): string | undefined;
  legend: LegendEntry[];
  /** Captions over a few objects (a phone-sale offer of some places in a GA area). */
  captions?: readonly MapCaption[];
  /** Drawn before the statuses are known (the canvas then records no coloured frame yet). */
  pending?: boolean;
}
