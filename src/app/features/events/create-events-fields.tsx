// The fields of the "Create events" form: one event (name, date, key) or a run (name, first date,
// repeat, number, key prefix), the chart they are on and which of the two it is.
import type { Chart } from '../../../contract/charts';
import { FormField } from '../../components/form-field';
import { type EventFormValues, type FieldErrors, MAX_EVENTS_PER_RUN } from './event-run';

interface ChartFieldProps {
  id: string;
  value: string;
  onChange: (chartKey: string) => void;
  error?: string;
  /** The charts listed (the first 100), or still being read. */
  charts: { isPending: boolean; data?: { items: readonly Pick<Chart, 'key' | 'name'>[] } };
}

export function ChartField({ id, value, onChange, error, charts }: ChartFieldProps) {
  // A chart named in the link but not among the first 100 listed still appears as a choice.
  const choices = charts.data?.items ?? [];
  const missing = value && !choices.some((c) => c.key === value);
  return (
    <FormField id={id} label="Chart" error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{charts.isPending ? 'Loading the charts…' : 'Choose a chart'}</option>
          {missing && <option value={value}>{value}</option>}
          {choices.map((chart) => (
            <option key={chart.key} value={chart.key}>
              {chart.name} ({chart.key})
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

interface EventKindChoiceProps {
  name: string;
  kind: EventFormValues['kind'];
  onChange: (kind: EventFormValues['kind']) => void;
}

export function EventKindChoice({ name, kind: chosen, onChange }: EventKindChoiceProps) {
  return (
    <fieldset className="key-kind">
      <legend>What to create</legend>
      <div className="radio-row">
        {(['single', 'run'] as const).map((kind) => (
          <label key={kind} className="checkbox-field">
            <input
              type="radio"
              name={name}
              checked={chosen === kind}
              onChange={() => onChange(kind)}
            />
            {kind === 'single' ? 'One event' : 'A run of dated events'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface EventFieldsProps {
  id: string;
  values: EventFormValues;
  errors: FieldErrors;
  set: (change: Partial<EventFormValues>) => void;
}

export function EventFields({ id, values, errors, set }: EventFieldsProps) {
  const run = values.kind === 'run';
  return (
    <div className="form-grid">
      <FormField
        id={`${id}-name`}
        label={run ? 'Name of the run' : 'Name'}
        error={errors.name}
        hint={run ? 'Each event is called "<name>, <date>", e.g. "Concert, 12 May".' : undefined}
      >
        {(control) => (
          <input
            {...control}
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField
        id={`${id}-date`}
        label={run ? 'Date of the first event' : 'Date (optional)'}
        error={errors.date}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.date}
            onChange={(e) => set({ date: e.target.value })}
          />
        )}
      </FormField>
      {run && (
        <>
          <FormField id={`${id}-repeat`} label="Repeat">
            {(control) => (
              <select
                {...control}
                value={values.repeat}
                onChange={(e) => set({ repeat: e.target.value === 'week' ? 'week' : 'day' })}
              >
                <option value="day">Every day</option>
                <option value="week">Every week</option>
              </select>
            )}
          </FormField>
          <FormField
            id={`${id}-count`}
            label="Number of events"
            error={errors.count}
            hint={`From 1 to ${MAX_EVENTS_PER_RUN}.`}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                value={values.count}
                onChange={(e) => set({ count: e.target.value })}
                className="count-input"
              />
            )}
          </FormField>
        </>
      )}
      <FormField
        id={`${id}-key`}
        label={run ? 'Key prefix (optional)' : 'Key (optional)'}
        error={errors.key}
        hint={
          run
            ? 'Each event gets the key <prefix>-<date>, e.g. concert-2026-05-12. Empty: the service picks keys.'
            : 'How the API and the batch desk name the event. Empty: the service picks one.'
        }
      >
        {(control) => (
          <input
            {...control}
            className="mono"
            value={values.key}
            onChange={(e) => set({ key: e.target.value })}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
    </div>
  );
}
