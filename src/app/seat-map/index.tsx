// The seat map widget's entry: pages import SeatMap from here; the map's code (d3, the renderer,
// its styles) is a chunk of its own, loaded when a map is first shown.
import { lazy, Suspense } from 'react';
import { Loading } from '../components/loading';
import type { SeatMapProps } from './seat-map-props';

/**
 * Starts loading the map's chunk. Pages call it when they start fetching a drawing, so the chunk
 * and the drawing arrive together instead of one after the other (import() loads it only once).
 */
export const preloadSeatMap = () => import('./seat-map');

const LazySeatMap = lazy(preloadSeatMap);

export function SeatMap(props: SeatMapProps) {
  return (
    <Suspense fallback={<Loading what="the seat map" />}>
      <LazySeatMap {...props} />
    </Suspense>
  );
}

export type { LegendEntry, MapPaint, ObjectMark } from './paint';
export type { SeatMapProps } from './seat-map-props';
