// The event page's centre: the live seat map in the chosen colour mode (in the URL, `?colour=`),
// the availability figures beside it, and what to do with a selection.
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Event } from '../../../contract/events';
import type { MapObject } from '../../../domain/seat-map/types';
import { Loading } from '../../components/loading';
import { eventName } from '../../lib/event-name';
import { useClient } from '../../lib/session-context';
import {
  COLOUR_MODES,
  type ColourMode,
  MapLoadError,
  paintFor,
  SeatMap,
  useEventMapInput,
  useRefreshEventMap,
} from '../../seat-map';
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
  const map = useEventMapInput(client, event);
  const { chartMap, states, layout, input, describe } = map;
  const refresh = useRefreshEventMap(event.key);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  // The drawing usually arrives before the states: the map is drawn at once, coloured when they come.
  const paint = useMemo(
    () => (input ? paintFor(mode, input) : map.loadingPaint),
    [mode, input, map.loadingPaint],
  );
  const figures = useMemo(
    () =>
      states.data &&
      availabilityFigures(states.data.summary, event.categories ?? layout?.categories ?? []),
    [states.data, event.categories, layout],
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

  let shown: ReactNode;
  if (layout && paint && describe && !states.isError) {
    shown = (
      <SeatMap
        layout={layout}
        paint={paint}
        selection={selection}
        onSelectionChange={input ? setSelection : undefined}
        selectionPending={map.selectionPending}
        selectable={map.bookable}
        describe={describe}
        hoverDetails={map.details}
        onOpen={(object: MapObject) => navigate(lookupLink(event.key, [object.label]))}
        label={`Seat map of ${eventName(event)}`}
        toolbar={picker}
      />
    );
  } else if (map.failed) {
    shown = <MapLoadError chartMap={chartMap} states={states} />;
  } else {
    shown = <Loading what="the seat map" />;
  }

  return (
    <div className="event-map-layout">
      <section className="event-map card" aria-label="Seat map">
        {shown}
        <SelectionActions
          eventKey={event.key}
          selection={selection}
          infos={states.data?.infos}
          areas={areas}
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
