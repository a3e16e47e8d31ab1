// "Find N best seats": how many, which category, where (a section or a zone of the drawing),
// accessible seats, together only, and which channels' seats may be offered. Checked here first:
// a bad number holds nothing.
import { type FormEvent, useId, useMemo, useState } from 'react';
import { LIMITS } from '../../../contract/limits';
import type { Category } from '../../../domain/model';
import type { SeatMapLayout } from '../../../domain/seat-map/types';
import { type FieldControl, FormField } from '../../components/form-field';
import type { EventMapInput } from '../../seat-map';
import { AccessibleField } from './accessible-field';
import { ChannelPicker } from './channel-picker';
import {
  type FindFilters,
  keptForOtherChannels,
  keptText,
  type SaleChannel,
} from './sale-channels';
import {
  EMPTY_FORM,
  type FindFormValues,
  type FindRequest,
  type FormErrors,
  readFindForm,
} from './sale-request';

interface FindFormProps {
  layout: SeatMapLayout;
  /** The event's states: what the chosen channels leave out is counted from them. */
  input: EventMapInput;
  categories: readonly Category[];
  channels: readonly SaleChannel[];
  busy: boolean;
  onFind: (request: FindRequest) => void;
}

export function FindForm({ layout, input, categories, channels, busy, onFind }: FindFormProps) {
  const id = useId();
  const [values, setValues] = useState<FindFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = <K extends keyof FindFormValues>(key: K, value: FindFormValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readFindForm(values, layout, categories, channels);
    if ('errors' in read) setErrors(read.errors);
    else onFind(read.request);
  };

  // The errors are read out together under the request; each field is described by its own.
  const problem = (key: keyof FindFormValues) => (errors[key] ? `${id}-${key}-error` : undefined);
  const error = (key: keyof FindFormValues) =>
    errors[key] && (
      <p id={`${id}-${key}-error`} className="field-error">
        {errors[key]}
      </p>
    );

  const kept = useMemo(() => {
    const choice = {
      openSale: values.openSale,
      channels: channels.filter((c) => values.channels.includes(c.key)),
    };
    return keptText(keptForOtherChannels(input, filtersOf(values), choice));
  }, [input, values, channels]);

  return (
    <form className="ps-find" aria-label="Find best seats" onSubmit={submit} noValidate>
      <FormField
        label="Seats"
        className="ps-number"
        describedBy={problem('number')}
        invalid={!!errors.number}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={values.number}
            title={`How many seats to find, 1 to ${LIMITS.bestAvailableNumber}`}
            onChange={(e) => set('number', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Category" describedBy={problem('category')} invalid={!!errors.category}>
        {(control) => (
          <select
            {...control}
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
          >
            <option value="">Any category</option>
            {categories.map((c) => (
              <option key={String(c.key)} value={String(c.key)}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {(layout.sections.length > 0 || layout.zones.length > 0) && (
        <FormField label="Section or zone" describedBy={problem('where')} invalid={!!errors.where}>
          {(control) => (
            <WhereSelect
              control={control}
              layout={layout}
              value={values.where}
              onChange={(where) => set('where', where)}
            />
          )}
        </FormField>
      )}
      <AccessibleField
        value={values.accessible}
        seats={values.number}
        error={errors.accessible}
        describedBy={problem('accessible')}
        onChange={(accessible) => set('accessible', accessible)}
      />
      <label className="inline-check ps-together">
        <input
          type="checkbox"
          checked={values.togetherOnly}
          onChange={(e) => set('togetherOnly', e.target.checked)}
        />
        Together only
      </label>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Finding…' : findLabel(values.number)}
      </button>
      {/* On a line of its own under the request: the Find button stays beside the fields. */}
      {channels.length > 0 && (
        <ChannelPicker
          channels={channels}
          openSale={values.openSale}
          chosen={values.channels}
          onOpenSale={(on) => set('openSale', on)}
          onChosen={(keys) => set('channels', keys)}
          kept={kept}
          error={errors.channels}
        />
      )}
      <div className="ps-errors" aria-live="polite">
        {error('number')}
        {error('category')}
        {error('where')}
        {error('accessible')}
      </div>
    </form>
  );
}

/** Anywhere, a zone or a section of the drawing: the value is `zone:key` or `section:label`. */
function WhereSelect(props: {
  control: FieldControl;
  layout: SeatMapLayout;
  value: string;
  onChange: (where: string) => void;
}) {
  return (
    <select {...props.control} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">Anywhere</option>
      {props.layout.zones.map((z) => (
        <option key={`zone:${z.key}`} value={`zone:${z.key}`}>
          Zone {z.label}
        </option>
      ))}
      {props.layout.sections.map((s) => (
        <option key={`section:${s.label}`} value={`section:${s.label}`}>
          {s.displayLabel}
        </option>
      ))}
    </select>
  );
}

/** The form's category and section or zone, as the seats on the map are matched against them. */
function filtersOf(values: FindFormValues): FindFilters {
  const at = values.where.indexOf(':');
  const kind = values.where.slice(0, at);
  const name = values.where.slice(at + 1);
  return {
    categoryKey: values.category === '' ? undefined : values.category,
    section: kind === 'section' ? name : undefined,
    zone: kind === 'zone' ? name : undefined,
  };
}

/** "Find 4 best seats" while the number reads as one. */
function findLabel(number: string): string {
  const n = Number(number.trim());
  if (!Number.isInteger(n) || n < 1 || n > LIMITS.bestAvailableNumber) return 'Find best seats';
  return n === 1 ? 'Find the best seat' : `Find ${n} best seats`;
}
