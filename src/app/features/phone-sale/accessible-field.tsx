// How many of the caller's seats must be accessible (wheelchair: the seat flag the service's
// best-available counts). A bare "0" in a number box told a clerk nothing; the choices say it in
// words, counted against the seats asked for ("1 of the 3"), and "None needed" by default.
import { LIMITS } from '../../../contract/limits';
import { FormField } from '../../components/form-field';

interface AccessibleFieldProps {
  /** The form's text, a whole number as text ("0": none needed). */
  value: string;
  /** The Seats field as typed: the choices go up to it. */
  seats: string;
  error?: string;
  describedBy?: string;
  onChange: (value: string) => void;
}

/** The seats asked for, when the Seats field reads as a number the service takes. */
function seatsAsked(text: string): number | undefined {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= LIMITS.bestAvailableNumber ? n : undefined;
}

export function accessibleChoices(seats: string, chosen: string): Array<[string, string]> {
  const asked = seatsAsked(seats) ?? 0;
  // A choice above the seats now asked for stays listed, so the form can say what is wrong.
  const kept = Math.min(Number(chosen) || 0, LIMITS.bestAvailableNumber);
  const choices: Array<[string, string]> = [['0', 'None needed']];
  for (let n = 1; n <= Math.max(asked, kept); n += 1) {
    const said = n > asked ? String(n) : asked === 1 ? 'Yes, the seat' : `${n} of the ${asked}`;
    choices.push([String(n), said]);
  }
  return choices;
}

export function AccessibleField(props: AccessibleFieldProps) {
  return (
    <FormField
      label="Accessible seats"
      describedBy={props.describedBy}
      invalid={props.error !== undefined}
    >
      {(control) => (
        <select
          {...control}
          value={props.value}
          title="How many of the seats must be wheelchair accessible (API: bestAvailable.accessibleSeats)"
          onChange={(e) => props.onChange(e.target.value)}
        >
          {accessibleChoices(props.seats, props.value).map(([value, said]) => (
            <option key={value} value={value}>
              {said}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
