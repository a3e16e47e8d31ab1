import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field';
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
      <FormField
        label="Labels or ranges"
        hint="Separate with commas or new lines; a range is written A-1..A-8."
        keepHint
        error={
          errors.length > 0 && (
            <ul>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )
        }
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={text}
            placeholder="A-1..A-8, B-3, GA1"
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button" disabled={!knownLabels}>
        Assign to {channelName}
      </button>
    </form>
  );
}
