// The event page's centre: the live seat map in the chosen colour mode (in the URL, `?colour=`),
// the availability figures beside it, and what to do with a selection.
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Event } from '../../../contract/events';
import type { MapObject } from '../../../domain/seat-map/types';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { useClient } from '../../lib/session-context';
import { SeatMap } from '../../seat-map';
import { COLOUR_MODES, type ColourMode, paintFor } from '../../seat-map/colour-modes';
import { describeEventObject } from '../../seat-map/colour-modes-describe';
import { useEventMapStates, useRefreshEventMap } from '../../seat-map/event-map-data';
import type { EventMapInput } from '../../seat-map/event-map-data-objects';
import { hoverDetails } from '../../seat-map/hover-details';
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
  const states = useEventMapStates(client, event.key);
  const refresh = useRefreshEventMap(event.key);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  const input = useMemo<EventMapInput | undefined>(
    () =>
      chartMap.data && states.data
        ? {
            layout: chartMap.data.layout,
            bookable: bookableIn(chartMap.data, event.tableBookingConfig),
            states: states.data,
            event,
          }
        : undefined,
    [chartMap.data, states.data, event],
  );
  const paint = useMemo(() => input && paintFor(mode, input), [mode, input]);
  const figures = useMemo(
    () =>
      states.data &&
      availabilityFigures(
        states.data.summary,
        event.categories ?? chartMap.data?.layout.categories ?? [],
      ),
    [states.data, event.categories, chartMap.data],
  );
  const describe = useMemo(() => input && describeEventObject(input), [input]);
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
  if (input && paint && describe) {
    map = (
      <SeatMap
        layout={input.layout}
        paint={paint}
        selection={selection}
        onSelectionChange={setSelection}
        selectable={input.bookable}
        describe={describe}
        hoverDetails={details}
        onOpen={(object: MapObject) => navigate(lookupLink(event.key, [object.label]))}
        label={`Seat map of ${event.name ?? event.key}`}
        toolbar={picker}
      />
    );
  } else if (chartMap.isError || states.isError) {
    map = (
      <ErrorPanel
        title={
          chartMap.isError
            ? "The chart's drawing could not be loaded"
            : "The seats' states could not be loaded"
        }
        error={chartMap.error ?? states.error}
        onRetry={() => (chartMap.isError ? chartMap.refetch() : states.refetch())}
      />
    );
  } else {
    map = <Loading what="the seat map" />;
  }

  return (
    <div className="event-map-layout">
      <section className="event-map card" aria-label="Seat map">
        {map}
        <SelectionActions
          eventKey={event.key}
          selection={selection}
          infos={states.data?.infos}
          onClear={() => setSelection(new Set())}
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
