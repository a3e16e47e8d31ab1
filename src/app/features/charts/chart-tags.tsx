// A chart's tags on its page: each with a button to take it off, and a box to add one. Tags
// group charts in the charts list (its tag filter); bounds are the service's (LIMITS).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Chart } from '../../../contract/charts';
import { LIMITS } from '../../../contract/limits';
import { FormField } from '../../components/form-field';
import { describeError } from '../../lib/errors';
import { chartKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';

type TagChange = { tag: string; add: boolean };

/** Why a tag typed in cannot be added, or null when it can. */
export function tagProblem(tag: string, tags: readonly string[]): string | null {
  if (tag.length === 0) return 'Type a tag first.';
  if (tag.length > LIMITS.tagLength) {
    return `A tag is at most ${LIMITS.tagLength} characters; this one has ${tag.length}.`;
  }
  if (tags.includes(tag)) return `The chart is already tagged "${tag}".`;
  if (tags.length >= LIMITS.tagsPerChart) {
    return `A chart has at most ${LIMITS.tagsPerChart} tags; take one off first.`;
  }
  return null;
}

export function ChartTags({ chart }: { chart: Chart }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ tag, add }: TagChange) =>
      add ? client.charts.addTag(chart.key, tag) : client.charts.removeTag(chart.key, tag),
    meta: { toast: false },
    onSuccess: (_done, { add }) => {
      if (add) setText('');
    },
    onError: (error, { tag, add }) =>
      setProblem(
        `"${tag}" could not be ${add ? 'added' : 'taken off'}: ${describeError(error).message}`,
      ),
    // Every list (its tags column and filter) and the chart itself follow.
    onSettled: () => queryClient.invalidateQueries({ queryKey: chartKeys.all }),
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = text.trim();
    const found = tagProblem(tag, chart.tags);
    setProblem(found);
    if (!found) change.mutate({ tag, add: true });
  };

  return (
    <section className="chart-tags" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="chart-tags-heading">
        Tags
      </h2>
      {chart.tags.length === 0 ? (
        <p className="muted chart-tags-none">No tags yet.</p>
      ) : (
        <ul className="chips chart-tags-list">
          {chart.tags.map((tag) => (
            <li key={tag} className="chip">
              <Link to={`/charts?tag=${encodeURIComponent(tag)}`} title="Charts with this tag">
                {tag}
              </Link>
              <button
                type="button"
                className="icon-button"
                aria-label={`Take the tag "${tag}" off`}
                title="Take this tag off"
                disabled={change.isPending}
                onClick={() => {
                  setProblem(null);
                  change.mutate({ tag, add: false });
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="chart-tags-add" onSubmit={add} aria-label="Add a tag">
        <FormField
          label="New tag"
          id={inputId}
          inline
          hideLabel
          invalid={Boolean(problem)}
          describedBy={problem ? `${inputId}-problem` : undefined}
        >
          {(control) => (
            <input
              {...control}
              value={text}
              placeholder="New tag"
              maxLength={LIMITS.tagLength}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
              }}
            />
          )}
        </FormField>
        <button type="submit" className="button button-small" disabled={change.isPending}>
          Add tag
        </button>
      </form>
      {problem && (
        <p id={`${inputId}-problem`} role="alert" className="field-error">
          {problem}
        </p>
      )}
    </section>
  );
}
