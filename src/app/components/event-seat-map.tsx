// An event's (or a season's) live seat map as a page shows it, wired in one place: the map's
// input with its live feed, the staff's selection, the colours (a seat someone else just changed
// flashes), and what stands in its place while the drawing loads or when a read failed.
import { type ReactNode, useMemo, useState } from 'react';
import type { MapObject } from '../../domain/seat-map/types';
import { useClient } from '../lib/session-context';
import {
  type ColourMode,
  type EventMapLoad,
  MapLoadError,
  paintFor,
  SeatMap,
  useEventMapInput,
  withFlash,
} from '../seat-map';
import { Loading } from './loading';

type EventOnMap = Parameters<typeof useEventMapInput>[1];

export interface EventSeatMapState {
  map: EventMapLoad;
  selection: ReadonlySet<string>;
  setSelection: (selection: ReadonlySet<string>) => void;
  clearSelection: () => void;
}

/** The map's input and the selection on it, for a page that also shows what the map knows. */
export function useEventSeatMap(event: EventOnMap): EventSeatMapState {
  const map = useEventMapInput(useClient(), event);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  return { map, selection, setSelection, clearSelection: () => setSelection(new Set()) };
}

interface EventSeatMapProps {
  state: EventSeatMapState;
  mode: ColourMode;
  label: string;
  /** Double-click or Enter on an object. */
  onOpen?: (object: MapObject) => void;
  toolbar?: ReactNode;
}

export function EventSeatMap({ state, mode, label, onOpen, toolbar }: EventSeatMapProps) {
  const { map, selection, setSelection } = state;
  const { layout, input, describe } = map;
  // The drawing usually arrives before the states: the map is drawn at once, coloured when they come.
  const paint = useMemo(
    () => (input ? withFlash(paintFor(mode, input), map.live.flashing) : map.loadingPaint),
    [mode, input, map.loadingPaint, map.live.flashing],
  );
  // States once read stay on the map if a later read fails.
  if (layout && paint && describe && (input || !map.failed)) {
    return (
      <SeatMap
        layout={layout}
        paint={paint}
        selection={selection}
        onSelectionChange={input ? setSelection : undefined}
        selectionPending={map.selectionPending}
        selectable={map.bookable}
        describe={describe}
        hoverDetails={map.details}
        onOpen={onOpen}
        label={label}
        toolbar={toolbar}
      />
    );
  }
  if (map.failed) return <MapLoadError chartMap={map.chartMap} states={map.states} />;
  return <Loading what="the seat map" />;
}
