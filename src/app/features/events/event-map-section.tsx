// The event page's centre: the live seat map in the chosen colour mode (in the URL, `?colour=`),
// the availability figures beside it, and what to do with a selection.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Event } from '../../../contract/events';
import type { MapObject } from '../../../domain/seat-map/types';
import { EventSeatMap, useEventSeatMap } from '../../components/event-seat-map';
import { Loading } from '../../components/loading';
import { eventName } from '../../lib/event-name';
import {
  COLOUR_MODES,
  type ColourMode,
  figuresFromStates,
  LiveStatus,
  SelectionNews,
  useRefreshEventMap,
  useSelectionNews,
} from '../../seat-map';
import { availabilityFigures } from './availability-figures-data';
import { AvailabilityPanel } from './availability-panel';
import { useChannelColoursReread } from './channel-colours-reread';
import { SelectionActions } from './selection-actions';
import { lookupLink } from './selection-link';

function modeOf(value: string | null): ColourMode {
  return COLOUR_MODES.find((m) => m.mode === value)?.mode ?? 'status';
}

export function EventMapSection({ event }: { event: Event }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('colour'));
  useChannelColoursReread(event.key, mode === 'channel');
  const seatMap = useEventSeatMap(event);
  const { map, selection } = seatMap;
  const { states, layout, input } = map;
  const refresh = useRefreshEventMap(event.key);
  const news = useSelectionNews(selection, map.live.seen);
  // Counted from the map's own states, so they move with the feed and match the colours.
  const figures = useMemo(
    () =>
      input &&
      availabilityFigures(figuresFromStates(input), event.categories ?? input.layout.categories),
    [input, event.categories],
  );

  const areas = useMemo(
    () =>
      new Set(
        layout?.objects.filter((o) => o.kind === 'generalAdmission').map((o) => o.label) ?? [],
      ),
    [layout],
  );

  const setMode = (next: ColourMode) => {
    const search = new URLSearchParams(params);
    if (next === 'status') search.delete('colour');
    else search.set('colour', next);
    setParams(search, { replace: true });
  };

  const picker = (
    <>
      <LiveStatus mode={map.live.mode} />
      <label className="colour-mode-picker">
        Colour by{' '}
        <select value={mode} onChange={(e) => setMode(modeOf(e.target.value))}>
          {COLOUR_MODES.map((m) => (
            <option key={m.mode} value={m.mode}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );

  return (
    <div className="event-map-layout">
      <section className="event-map card" aria-label="Seat map">
        <EventSeatMap
          state={seatMap}
          mode={mode}
          label={`Seat map of ${eventName(event)}`}
          onOpen={(object: MapObject) => navigate(lookupLink(event.key, [object.label]))}
          toolbar={picker}
        />
        <SelectionNews
          news={news}
          onDrop={(labels) =>
            seatMap.setSelection(new Set([...selection].filter((label) => !labels.includes(label))))
          }
        />
        <SelectionActions
          eventKey={event.key}
          selection={selection}
          infos={states.data?.infos}
          areas={areas}
          onClear={seatMap.clearSelection}
        />
      </section>
      <div className="event-side">
        {figures ? (
          <AvailabilityPanel
            figures={figures}
            hasAreas={input?.layout.objects.some((o) => o.kind === 'generalAdmission') ?? false}
            refreshFailed={states.isRefetchError}
            updatedAt={states.dataUpdatedAt}
            fetching={states.isFetching}
            onRefresh={refresh}
          />
        ) : (
          !states.isError && <Loading what="the availability figures" />
        )}
      </div>
    </div>
  );
}
