// The fields of the "Create events" form: one event (name, date, key) or a run (name, first date,
// repeat, number, key prefix). Labels, hints and errors wired for screen readers.
import type { ReactNode } from 'react';
import { type EventFormValues, type FieldErrors, MAX_EVENTS_PER_RUN } from './event-run';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
}

export function Field({ id, label, error, hint, children }: FieldProps) {
  const note = error ?? hint;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(note ? `${id}-note` : undefined, error ? true : undefined)}
      {note && (
        <p id={`${id}-note`} className={error ? 'field-error' : 'field-hint'}>
          {note}
        </p>
      )}
    </div>
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
      <Field
        id={`${id}-name`}
        label={run ? 'Name of the run' : 'Name'}
        error={errors.name}
        hint={run ? 'Each event is called "<name>, <date>", e.g. "Concert, 12 May".' : undefined}
      >
        {(describedBy, invalid) => (
          <input
            id={`${id}-name`}
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        id={`${id}-date`}
        label={run ? 'Date of the first event' : 'Date (optional)'}
        error={errors.date}
      >
        {(describedBy, invalid) => (
          <input
            id={`${id}-date`}
            type="date"
            value={values.date}
            onChange={(e) => set({ date: e.target.value })}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      {run && (
        <>
          <Field id={`${id}-repeat`} label="Repeat">
            {() => (
              <select
                id={`${id}-repeat`}
                value={values.repeat}
                onChange={(e) => set({ repeat: e.target.value === 'week' ? 'week' : 'day' })}
              >
                <option value="day">Every day</option>
                <option value="week">Every week</option>
              </select>
            )}
          </Field>
          <Field
            id={`${id}-count`}
            label="Number of events"
            error={errors.count}
            hint={`From 1 to ${MAX_EVENTS_PER_RUN}.`}
          >
            {(describedBy, invalid) => (
              <input
                id={`${id}-count`}
                type="number"
                inputMode="numeric"
                value={values.count}
                onChange={(e) => set({ count: e.target.value })}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className="count-input"
              />
            )}
          </Field>
        </>
      )}
      <Field
        id={`${id}-key`}
        label={run ? 'Key prefix (optional)' : 'Key (optional)'}
        error={errors.key}
        hint={
          run
            ? 'Each event gets the key <prefix>-<date>, e.g. concert-2026-05-12. Empty: the service picks keys.'
            : 'How the API and the batch desk name the event. Empty: the service picks one.'
        }
      >
        {(describedBy, invalid) => (
          <input
            id={`${id}-key`}
            className="mono"
            value={values.key}
            onChange={(e) => set({ key: e.target.value })}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
    </div>
  );
}
