// The seat map's one door: features and lib import the map only from here (a boundary rule,
// .dependency-cruiser.cjs, holds them to it). Inside, the rooms are render/ (the canvas scene,
// viewport and labels), data/ (an event's states, the chart's layout and its worker, the colour
// modes), live/ (the service's change feed laid over the states, with polling where there is no
// feed), interaction/ (zoom, keys, focus, selection) and components/ (the React widget).
// The widget itself stays a chunk of its own: SeatMap loads it when a map is first shown, so
// nothing exported here may import components/seat-map.tsx statically.

export { hoverDetails, timeLeftText } from './components/hover-details';
export { preloadSeatMap, SeatMap } from './components/lazy-seat-map';
export { MapLoadError } from './components/map-load-error';
export type { SeatMapProps } from './components/seat-map-props';
export { chartMapOf, type LaidOutChart } from './data/chart-map';
export {
  COLOUR_MODES,
  type ColourMode,
  categoryPaint,
  NEUTRAL,
  paintFor,
  statusName,
} from './data/colour-modes';
export {
  describeChartObject,
  describeEventObject,
  describePlace,
} from './data/colour-modes-describe';
export {
  AVAILABLE,
  FREE,
  fetchEventMapStates,
  HELD,
  NOT_FOR_SALE,
  useRefreshEventMap,
  useTimeLeft,
} from './data/event-map-data';
export {
  areaPlaces,
  categoriesOf,
  channelPlaces,
  type EventMapInput,
  objectView,
} from './data/event-map-data-objects';
export { LAYOUT_TIMEOUT_MS } from './data/lay-out-drawing';
export { type PackedChart, unpackChart } from './data/layout-transfer';
export { type EventMapLoad, useEventMapInput } from './data/use-event-map-input';
export { bookableIn, type ChartMap, type ChartVersion, useChartMap } from './data/use-layout';
export { type FeedMode, followsChanges } from './live/event-feed';
export type { FeedChange } from './live/feed-wire';
export { figuresFromStates } from './live/figures-from-states';
export { withFlash } from './live/flash-paint';
export { LiveStatus } from './live/live-status';
export { SelectionNews, useSelectionNews } from './live/selection-news';
export { type EventsFeedListener, useEventsFeed } from './live/use-events-feed';
export type { LegendEntry, MapCaption, MapPaint, ObjectMark } from './render/paint';
