import { type FormEvent, useId, useState } from 'react';
import { parseLabelInput } from './label-input';
import { preview } from './validate';

interface AssignByLabelProps {
  channelName: string;
  /** Every label the service knows on this event's chart; undefined while loading. */
  knownLabels: ReadonlySet<string> | undefined;
  onAssign: (labels: string[]) => void;
}

/** Labels and ranges typed by hand; anything unknown stops the whole assignment, with a reason. */
export function AssignByLabel({ channelName, knownLabels, onAssign }: AssignByLabelProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLabelInput(text);
    const problems = [...parsed.errors];
    if (parsed.labels.length === 0 && problems.length === 0)
      problems.push('Type at least one label.');
    const unknown = knownLabels ? parsed.labels.filter((label) => !knownLabels.has(label)) : [];
    if (unknown.length > 0) problems.push(`Not on this event's chart: ${preview(unknown)}.`);
    setErrors(problems);
    if (problems.length > 0) return;
    onAssign(parsed.labels);
    setText('');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="assign-form">
      <div className="field">
        <label htmlFor={`${id}-labels`}>Labels or ranges</label>
        <textarea
          id={`${id}-labels`}
          rows={2}
          value={text}
          placeholder="A-1..A-8, B-3, GA1"
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.length > 0 ? true : undefined}
          aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-errors` : ''}`}
        />
        <p className="field-hint" id={`${id}-hint`}>
          Separate with commas or new lines; a range is written A-1..A-8.
        </p>
        {errors.length > 0 && (
          <ul className="field-error" id={`${id}-errors`}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="submit" className="button" disabled={!knownLabels}>
        Assign to {channelName}
      </button>
    </form>
  );
}
