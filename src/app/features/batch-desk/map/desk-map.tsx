// The seat map of the row being edited, beside the rows: what is selected on it is the row's
// objects (and what the row's text names shows selected), a double-click or the hover card's
// "Look up" opens the object lookup, and a fresh preview colours the objects as the batch would
// leave them, refused ones crossed with the reason in words.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Event } from '../../../../contract/events';
import { deskQueries } from '../../../batch/api';
import type { BatchPrediction } from '../../../batch/predict';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { eventName } from '../../../lib/event-name';
import { useClient } from '../../../lib/session-context';
import { hoverDetails, MapLoadError, paintFor, SeatMap, useEventMapInput } from '../../../seat-map';
import { useDebounced } from '../hooks';
import type { DraftRow } from '../rows/draft';
import type { BatchChange } from '../rows/row-check';
import { describeWithOutcome, inputWith, outcomesFor, previewPaint } from './map-preview';
import { selectionOfText, textWithSelection } from './map-selection';

export interface DeskPreview {
  changes: BatchChange[];
  prediction: BatchPrediction;
}

interface DeskMapProps {
  row: DraftRow;
  /** Numbered from 1, as the rows are headed. */
  rowNumber: number;
  onObjects: (text: string) => void;
  /** The batch's preview, only while it still matches the rows. */
  preview?: DeskPreview;
  /** A preview was made, but the rows changed since. */
  previewStale: boolean;
}

export function DeskMap(props: DeskMapProps) {
  const client = useClient();
  const eventKey = useDebounced(props.row.eventKey.trim());
  const event = useQuery({ ...deskQueries.event(client, eventKey), enabled: eventKey !== '' });
  const heading = (
    <h2 className="bd-map-title">
      Seat map of row {props.rowNumber}
      {event.data && <span className="muted"> · {eventName(event.data)}</span>}
    </h2>
  );
  let body: ReactNode;
  if (!eventKey) body = <p className="muted">Choose the row's event to pick its objects here.</p>;
  else if (event.isError) {
    body = (
      <ErrorPanel
        title="The event could not be read"
        error={event.error}
        onRetry={() => event.refetch()}
      />
    );
  } else if (event.data === null) {
    body = <p className="muted">No event "{eventKey}" in this workspace: no map to show.</p>;
  } else if (!event.data) body = <Loading what="the event" />;
  else body = <EventDeskMap {...props} eventKey={eventKey} event={event.data} />;
  return (
    <section className="card bd-map" aria-label={`Seat map of row ${props.rowNumber}`}>
      {heading}
      {body}
    </section>
  );
}

function EventDeskMap(props: DeskMapProps & { eventKey: string; event: Event }) {
  const { row, event, eventKey, preview } = props;
  const client = useClient();
  const navigate = useNavigate();
  const map = useEventMapInput(client, event);
  const { input, layout } = map;
  const [showNow, setShowNow] = useState(false);

  const outcomes = useMemo(
    () => preview && outcomesFor(eventKey, preview.changes, preview.prediction),
    [preview, eventKey],
  );
  // The preview shows once the states are in: until then the map has no colours to compare.
  const inBatch = input !== undefined && outcomes !== undefined && outcomes.size > 0;
  const now = useMemo(
    () => (input && outcomes ? inputWith(input, outcomes, 'before') : input),
    [input, outcomes],
  );
  // Drawn as soon as the drawing arrives (no preview until the states come to colour it).
  const paint = useMemo(() => {
    if (!now) return map.loadingPaint;
    return inBatch && !showNow ? previewPaint(now, outcomes) : paintFor('status', now);
  }, [now, outcomes, inBatch, showNow, map.loadingPaint]);
  const describe = useMemo(
    () => (now ? describeWithOutcome(now, outcomes) : map.describe),
    [now, outcomes, map.describe],
  );
  // The outcome is in the card's title (describe); the details say the object as it is now.
  const details = useMemo(() => now && hoverDetails(client, now), [client, now]);
  const selection = useMemo(
    () => (layout ? selectionOfText(row.objects, (label) => layout.byLabel.has(label)) : new Set()),
    [row.objects, layout],
  ) as ReadonlySet<string>;

  if (map.failed) return <MapLoadError chartMap={map.chartMap} states={map.states} />;
  if (!paint || !describe || !layout) return <Loading what="the seat map" />;

  return (
    <>
      <div className="bd-map-caption">
        <MapCaption
          inBatch={inBatch}
          showNow={showNow}
          stale={props.previewStale}
          refused={Boolean(preview?.prediction.refusal)}
        />
        {inBatch && (
          <label className="bd-map-show">
            Show{' '}
            <select
              value={showNow ? 'now' : 'after'}
              onChange={(e) => setShowNow(e.target.value === 'now')}
            >
              <option value="after">After the batch</option>
              <option value="now">As it is now</option>
            </select>
          </label>
        )}
      </div>
      <SeatMap
        layout={layout}
        paint={paint}
        selection={selection}
        onSelectionChange={(next) =>
          props.onObjects(
            textWithSelection(row.objects, next, (label) => layout.byLabel.has(label)),
          )
        }
        clickToggles
        selectable={map.bookable}
        describe={describe}
        hoverDetails={details}
        onOpen={(object) =>
          navigate(`/batch/lookup?${new URLSearchParams({ event: eventKey, label: object.label })}`)
        }
        label={`Seat map of ${eventName(event)}, row ${props.rowNumber}`}
      />
    </>
  );
}

function MapCaption(props: {
  inBatch: boolean;
  showNow: boolean;
  stale: boolean;
  refused: boolean;
}) {
  if (props.stale) {
    return (
      <p>
        The rows changed since the preview: the map shows the seats as they are now. Preview again
        to see what the batch would do.
      </p>
    );
  }
  if (props.inBatch && !props.showNow && props.refused) {
    return (
      <p>
        <strong>The service would refuse this batch: nothing would change.</strong> Crossed: refused
        (point at one for why). Ringed in blue: what the other rows would change.
      </p>
    );
  }
  if (props.inBatch && !props.showNow) {
    return (
      <p>
        <strong>After the batch:</strong> seats it changes are ringed in blue, refused ones crossed.
        Point at one for what happens to it.
      </p>
    );
  }
  return (
    <p>
      Click seats to add them to this row or take them out; drag with Shift for a block;
      double-click one to look it up.
    </p>
  );
}
