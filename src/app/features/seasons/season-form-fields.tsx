// The season form's first lines: the chart it is on, its key and name, and how its events are
// given (new ones dated and named, existing dated ones, a number of them, or their keys).
import { FormField } from '../../components/form-field';

export type SeasonEventsHow = 'nights' | 'existing' | 'number' | 'keys';

interface SeasonNameFieldsProps {
  chartKey: string;
  setChartKey: (value: string) => void;
  seasonKey: string;
  setSeasonKey: (value: string) => void;
  name: string;
  setName: (value: string) => void;
  /** Suggestions only: any chart key can be typed, the service says when there is none. */
  charts: readonly { key: string; name: string }[];
}

export function SeasonNameFields(props: SeasonNameFieldsProps) {
  return (
    <div className="form-row form-row-top">
      <FormField id="season-chart" label="Chart key" required>
        {(control) => (
          <>
            <input
              {...control}
              list="season-chart-keys"
              required
              value={props.chartKey}
              onChange={(e) => props.setChartKey(e.target.value)}
            />
            <datalist id="season-chart-keys">
              {props.charts.map((chart) => (
                <option key={chart.key} value={chart.key}>
                  {chart.name}
                </option>
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField id="season-key" label="Season key" hint="Left empty, the service chooses one.">
        {(control) => (
          <input
            {...control}
            value={props.seasonKey}
            onChange={(e) => props.setSeasonKey(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="season-name" label="Name" className="grow">
        {(control) => (
          <input {...control} value={props.name} onChange={(e) => props.setName(e.target.value)} />
        )}
      </FormField>
    </div>
  );
}

const HOW: readonly { how: SeasonEventsHow; text: string }[] = [
  { how: 'nights', text: 'New events, dated and named' },
  { how: 'existing', text: 'Existing dated events' },
  { how: 'number', text: 'A number of events' },
  { how: 'keys', text: 'Events with these keys' },
];

export function SeasonEventsChoice(props: {
  how: SeasonEventsHow;
  onChange: (how: SeasonEventsHow) => void;
}) {
  return (
    <fieldset className="radio-row season-how">
      <legend className="visually-hidden">Its events</legend>
      {HOW.map(({ how, text }) => (
        <label key={how} className="inline-check">
          <input type="radio" checked={props.how === how} onChange={() => props.onChange(how)} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}
