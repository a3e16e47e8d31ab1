// The seat map widget as pages mount it: the map's code (d3, the renderer, its styles) is a chunk
// of its own, loaded when a map is first shown.
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Loading } from '../../components/loading';
import { warmLabelFonts } from '../render/warm-fonts';
import type { SeatMapProps } from './seat-map-props';

/** The map's component once its chunk has loaded. */
let loaded: ComponentType<SeatMapProps> | undefined;

/**
 * Starts loading the map's chunk. Pages call it when they start fetching a drawing, so the chunk
 * and the drawing arrive together instead of one after the other (import() loads it only once).
 */
export const preloadSeatMap = () =>
  import('./seat-map').then((chunk) => {
    loaded = chunk.default;
    // While the drawing is still being laid out: the first frame's labels then find their fonts.
    warmLabelFonts();
    return chunk;
  });

const LazySeatMap = lazy(preloadSeatMap);

export function SeatMap(props: SeatMapProps) {
  // A chunk already loaded is rendered at once: through lazy() even a loaded chunk suspends once,
  // and React then holds the map back for its Suspense throttle (300 ms, measured by bench:map).
  // Chosen once per mount: switching components later would remount the map and lose its view.
  const [MapComponent] = useState(() => loaded ?? LazySeatMap);
  return (
    <Suspense fallback={<Loading what="the seat map" />}>
      <MapComponent {...props} />
    </Suspense>
  );
}
