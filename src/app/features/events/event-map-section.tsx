// The event page's centre: the live seat map in the chosen colour mode (in the URL, `?colour=`),
// the availability figures beside it, and what to do with a selection.
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Event } from '../../../contract/events';
import type { MapObject } from '../../../domain/seat-map/types';
import { Loading } from '../../components/loading';
import { useClient } from '../../lib/session-context';
import { SeatMap } from '../../seat-map';
import { COLOUR_MODES, type ColourMode, paintFor, pendingPaint } from '../../seat-map/colour-modes';
import { describeChartObject, describeEventObject } from '../../seat-map/colour-modes-describe';
import { useEventMapStates, useRefreshEventMap } from '../../seat-map/event-map-data';
import type { EventMapInput } from '../../seat-map/event-map-data-objects';
import { hoverDetails } from '../../seat-map/hover-details';
import { MapLoadError } from '../../seat-map/map-load-error';
import { bookableIn, useChartMap } from '../../seat-map/use-layout';
import { availabilityFigures } from './availability-figures-data';
import { AvailabilityPanel } from './availability-panel';
import { SelectionActions } from './selection-actions';
import { lookupLink } from './selection-link';

function modeOf(value: string | null): ColourMode {
  return COLOUR_MODES.find((m) => m.mode === value)?.mode ?? 'status';
}

export function EventMapSection({ event }: { event: Event }) {
  const client = useClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('colour'));
  const chartMap = useChartMap(client, event.chartKey, 'published');
  const states = useEventMapStates(client, event.key, chartMap.isSuccess || chartMap.isError);
  const refresh = useRefreshEventMap(event.key);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  const bookable = useMemo(
    () => chartMap.data && bookableIn(chartMap.data, event.tableBookingConfig),
    [chartMap.data, event.tableBookingConfig],
  );
  const input = useMemo<EventMapInput | undefined>(
    () =>
      chartMap.data && bookable && states.data
        ? { layout: chartMap.data.layout, bookable, states: states.data, event }
        : undefined,
    [chartMap.data, bookable, states.data, event],
  );
  // The drawing usually arrives before the states: the map is drawn at once, coloured when they come.
  const paint = useMemo(
    () =>
      input
        ? paintFor(mode, input)
        : chartMap.data && bookable && pendingPaint(chartMap.data.layout, bookable),
    [mode, input, chartMap.data, bookable],
  );
  const figures = useMemo(
    () =>
      states.data &&
      availabilityFigures(
        states.data.summary,
        event.categories ?? chartMap.data?.layout.categories ?? [],
      ),
    [states.data, event.categories, chartMap.data],
  );
  const describe = useMemo(
    () =>
      input
        ? describeEventObject(input)
        : chartMap.data && describeChartObject(chartMap.data.layout),
    [input, chartMap.data],
  );
  const details = useMemo(() => input && hoverDetails(client, input), [client, input]);

  const setMode = (next: ColourMode) => {
    const search = new URLSearchParams(params);
    if (next === 'status') search.delete('colour');
    else search.set('colour', next);
    setParams(search, { replace: true });
  };

  const picker = (
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
  );

  let map: ReactNode;
  if (chartMap.data && paint && describe && !states.isError) {
    map = (
      <SeatMap
        layout={chartMap.data.layout}
        paint={paint}
        selection={selection}
        onSelectionChange={input ? setSelection : undefined}
        selectable={bookable}
        describe={describe}
        hoverDetails={details}
        onOpen={(object: MapObject) => navigate(lookupLink(event.key, [object.label]))}
        label={`Seat map of ${event.name ?? event.key}`}
        toolbar={picker}
      />
    );
  } else if (chartMap.isError || states.isError) {
    map = <MapLoadError chartMap={chartMap} states={states} />;
  } else {
    map = <Loading what="the seat map" />;
  }

  return (
    <div className="event-map-layout">
      <section className="event-map card" aria-label="Seat map">
        {map}
        <SelectionActions eventKey={event.key} selection={selection} infos={states.data?.infos} />
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
