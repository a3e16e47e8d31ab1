// "Create events": one event from a chart, or a run of dated events (event-run.ts), created all or
// none (create-events.ts). Reached from the events list and from a chart (`?chart=<key>`).
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useToasts } from '../../components/toasts';
import { plural } from '../../lib/format';
import { useClient } from '../../lib/session-context';
import { CreateEventsError, useCreateEvents } from './create-events';
import { ChartField, EventFields, EventKindChoice } from './create-events-fields';
import { type EventFormValues, type FieldErrors, planEvents } from './event-run';
import './events-list.css';
import { RunPreview } from './run-preview';

export function CreateEventsPage() {
  const client = useClient();
  const id = useId();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [params] = useSearchParams();
  const charts = useQuery({
    queryKey: ['charts', 'list', 'for-create-events'],
    queryFn: () => client.charts.list({ limit: 100 }),
  });
  const [values, setValues] = useState<EventFormValues>(() => ({
    chartKey: params.get('chart') ?? '',
    kind: params.get('run') === '1' ? 'run' : 'single',
    name: '',
    date: '',
    key: '',
    repeat: 'day',
    count: '3',
  }));
  // Errors show once "Create" was pressed, then follow every change until they are fixed.
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState(0);
  const create = useCreateEvents(client);
  const set = (change: Partial<EventFormValues>) => setValues((old) => ({ ...old, ...change }));
  const plan = planEvents(values);
  const errors: FieldErrors = tried && !plan.ok ? plan.errors : {};
  const chartName = (key: string) => charts.data?.items.find((c) => c.key === key)?.name ?? key;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    setTried(true);
    if (!plan.ok) return;
    setProgress(0);
    create.mutate(
      { chartKey: values.chartKey, events: plan.events, onProgress: setProgress },
      {
        onSuccess: (created) => {
          const names = created.map((e) => e.name ?? e.key);
          toasts.push({
            kind: 'success',
            title:
              created.length === 1
                ? `"${names[0]}" was created on ${chartName(values.chartKey)}.`
                : `${created.length} events were created on ${chartName(values.chartKey)}: ${names[0]} to ${names[names.length - 1]}.`,
          });
          navigate(
            created.length === 1 ? `/events/${encodeURIComponent(created[0].key)}` : '/events',
          );
        },
      },
    );
  };

  const count = plan.ok ? plan.events.length : 0;

  return (
    <>
      <PageHeader
        title="Create events"
        subtitle="One event, or a run of dated events, on one chart."
      />
      <form
        className="card create-events"
        onSubmit={onSubmit}
        noValidate
        aria-label="Create events"
      >
        <ChartField
          id={`${id}-chart`}
          value={values.chartKey}
          onChange={(chartKey) => set({ chartKey })}
          error={errors.chartKey}
          charts={charts}
        />
        {charts.data?.next_page_starts_after !== undefined && (
          <p className="field-hint">
            Only the first 100 charts are listed here; for another, open it under Charts and choose
            Create events there.
          </p>
        )}
        <EventKindChoice
          name={`${id}-kind`}
          kind={values.kind}
          onChange={(kind) => set({ kind })}
        />
        <EventFields id={id} values={values} errors={errors} set={set} />
        {plan.ok && values.kind === 'run' && <RunPreview events={plan.events} />}
        {create.isError && (
          <p
            role="alert"
            className="field-error create-refusal"
            title={
              create.error instanceof CreateEventsError && create.error.code
                ? `API: ${create.error.code}`
                : undefined
            }
          >
            {create.error.message}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {create.isPending
              ? `Creating… ${progress} of ${count}`
              : values.kind === 'run'
                ? `Create ${plural(count || Number(values.count) || 0, 'event')}`
                : 'Create the event'}
          </button>
        </div>
      </form>
    </>
  );
}
