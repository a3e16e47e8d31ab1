import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../components/form-field';
import type { DraftChannel } from './channel-list';

interface GaPlacesProps {
  channel: DraftChannel;
  /** GA area label → capacity. */
  areas: ReadonlyMap<string, number>;
  /** Places of an area given to the other channels. */
  placesElsewhere: (area: string) => number;
  onSetPlaces: (area: string, places: number) => void;
}

/** A number of places of a GA area for this channel (0 takes the area out of the channel). */
export function GaPlaces({ channel, areas, placesElsewhere, onSetPlaces }: GaPlacesProps) {
  const id = useId();
  const names = [...areas.keys()];
  const [area, setArea] = useState(names[0] ?? '');
  const [places, setPlaces] = useState('');
  const [error, setError] = useState<string>();
  if (names.length === 0)
    return <p className="muted">This event has no general admission areas.</p>;

  const capacity = areas.get(area) ?? 0;
  const available = capacity - placesElsewhere(area);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(places);
    if (places.trim() === '' || !Number.isInteger(n) || n < 0) {
      setError('Enter a whole number of places, 0 or more.');
      return;
    }
    if (n > available) {
      setError(
        `${area} has ${available} place${available === 1 ? '' : 's'} left for this channel.`,
      );
      return;
    }
    setError(undefined);
    onSetPlaces(area, n);
    setPlaces('');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="form-row assign-form">
      <FormField label="Area">
        {(control) => (
          <select {...control} value={area} onChange={(event) => setArea(event.target.value)}>
            {names.map((name) => (
              <option key={name} value={name}>
                {name} ({areas.get(name)} places)
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* Its hint and error run the form's full width, under the button. */}
      <FormField
        label="Places"
        describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
        invalid={!!error}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            max={available}
            value={places}
            placeholder={String(channel.areaPlaces[area] ?? 0)}
            onChange={(event) => setPlaces(event.target.value)}
            size={6}
          />
        )}
      </FormField>
      <div className="field">
        <button type="submit" className="button">
          Set places
        </button>
      </div>
      <p className="field-hint full-width" id={`${id}-hint`}>
        {channel.areaPlaces[area] ?? 0} now in this channel; {available} of {capacity} not given to
        other channels.
      </p>
      {error && (
        <p className="field-error full-width" id={`${id}-error`}>
          {error}
        </p>
      )}
    </form>
  );
}
