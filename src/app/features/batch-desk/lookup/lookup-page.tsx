// Object lookup: labels of one event → every object's full info, laid out by its type. The event
// and labels live in the URL (`/batch/lookup?event=gala&labels=A-1,GA1`), so a link shows the
// same objects to a colleague; a seat opened from a map comes as `?event=gala&label=A-1`.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { deskQueries } from '../../../batch/api';
import { ErrorPanel } from '../../../components/error-panel';
import { FormField } from '../../../components/form-field';
import { Loading } from '../../../components/loading';
import { useClient } from '../../../lib/session-context';
import { EventField } from '../rows/event-field';
import { splitLabels } from '../rows/world-checks';
import { ObjectCard } from './object-card';

export function ObjectLookup() {
  const [params, setParams] = useSearchParams();
  const eventKey = params.get('event') ?? '';
  const labelsText = params.get('labels') ?? params.get('label') ?? '';
  const [event, setEvent] = useState(eventKey);
  const [labels, setLabels] = useState(labelsText);
  const id = useId();

  const lookUp = (e: FormEvent) => {
    e.preventDefault();
    setParams({ event: event.trim(), labels: labels.trim() });
  };

  return (
    <>
      <form className="card bd-lookup-form" aria-label="Look up objects" onSubmit={lookUp}>
        <EventField label="Event" value={event} onChange={setEvent} />
        <FormField
          label="Labels"
          id={`${id}-labels`}
          className="bd-grow"
          hint="Labels or ranges, separated by commas."
        >
          {(control) => (
            <input
              {...control}
              value={labels}
              spellCheck={false}
              placeholder="A-1..A-4, GA1, T1"
              onChange={(e) => setLabels(e.target.value)}
            />
          )}
        </FormField>
        <button
          type="submit"
          className="button button-primary"
          disabled={!event.trim() || !labels.trim()}
        >
          Look up
        </button>
      </form>
      {eventKey && labelsText && <LookupResults eventKey={eventKey} labelsText={labelsText} />}
    </>
  );
}

function LookupResults({ eventKey, labelsText }: { eventKey: string; labelsText: string }) {
  const client = useClient();
  const event = useQuery(deskQueries.event(client, eventKey));
  const chartKey = event.data?.chartKey;
  const chart = useQuery({
    ...deskQueries.chart(client, chartKey ?? ''),
    enabled: Boolean(chartKey),
  });
  const split = chart.data
    ? splitLabels(labelsText, (label) => Boolean(chart.data?.byLabel.has(label)))
    : undefined;
  const known = split?.known ?? [];
  const infos = useQuery({
    ...deskQueries.infos(client, eventKey, known),
    enabled: known.length > 0,
  });

  const failed = [event, chart, infos].find((query) => query.isError);
  if (failed)
    return (
      <ErrorPanel
        title="The objects could not be read"
        error={failed.error}
        onRetry={() => failed.refetch()}
      />
    );
  if (event.data === null) {
    return (
      <p className="field-error" role="alert">
        No event "{eventKey}" in this workspace.
      </p>
    );
  }
  if (!split || (known.length > 0 && infos.isPending)) return <Loading what="the objects" />;

  return (
    <section aria-label="Objects found">
      {split.errors.length > 0 && (
        <p className="field-error" role="alert">
          {split.errors.join(' ')}
        </p>
      )}
      {split.unknown.length > 0 && (
        <div className="notice notice-warning" role="status">
          <p>
            Not on the chart of {eventKey}: <span className="mono">{split.unknown.join(', ')}</span>
          </p>
        </div>
      )}
      <div className="bd-cards">
        {known.map((label) => {
          const info = infos.data?.[label];
          return info ? <ObjectCard key={label} info={info} /> : null;
        })}
      </div>
    </section>
  );
}
