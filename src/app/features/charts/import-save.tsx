// Saving an imported drawing, the one step that writes: as a new chart, or as the new draft of a
// chart that has events (the service keeps such a chart's published drawing for its events and
// stores an upload as its draft, published only when someone publishes it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Chart } from '../../../contract/charts';
import { ErrorPanel } from '../../components/error-panel';
import { useToasts } from '../../components/toasts';
import { isApiError } from '../../lib/errors';
import { chartKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import type { DrawingSummary } from './drawing-file';

/** Charts offered as the draft's target: the first page of the charts that have events. */
const TARGETS = 100;

type Target = { kind: 'new' } | { kind: 'draft'; chart: Chart };

export function ImportSave(props: {
  summary: DrawingSummary;
  json: ArrayBuffer;
  onCancel: () => void;
}) {
  const client = useClient();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [kind, setKind] = useState<'new' | 'draft'>('new');
  const [draftOf, setDraftOf] = useState('');
  // One key per file: saving again after a failure that may have been saved anyway (the answer
  // was lost) writes the same chart again instead of making a second one.
  const [newKey] = useState(() => crypto.randomUUID());
  const inUse = useQuery({
    queryKey: [...chartKeys.lists(), 'in use'],
    queryFn: async () =>
      (await client.charts.list({ limit: TARGETS })).items.filter((c) => c.status !== 'NOT_USED'),
  });
  const target: Target | undefined =
    kind === 'new'
      ? { kind: 'new' }
      : (() => {
          const chart = inUse.data?.find((c) => c.key === draftOf);
          return chart && { kind: 'draft', chart };
        })();

  const save = useMutation({
    meta: { toast: false },
    mutationFn: async (to: Target) => {
      const key = to.kind === 'new' ? newKey : to.chart.key;
      await client.charts.uploadJson(key, props.json);
      return { key, to };
    },
    onSuccess: async ({ key, to }) => {
      await queryClient.invalidateQueries({ queryKey: chartKeys.all });
      toasts.push({
        kind: 'success',
        title:
          to.kind === 'new'
            ? `"${props.summary.name}" is saved as a new chart.`
            : `"${props.summary.name}" is saved as the draft of "${to.chart.name}"; its events use the published drawing until you publish it.`,
      });
      const encoded = encodeURIComponent(key);
      navigate(to.kind === 'new' ? `/charts/${encoded}` : `/charts/${encoded}?version=draft`);
    },
  });

  return (
    <section className="card import-save" aria-labelledby="import-save-heading">
      <h2 id="import-save-heading">Save</h2>
      <fieldset className="import-targets" disabled={save.isPending}>
        <legend className="visually-hidden">Save the drawing</legend>
        <label>
          <input type="radio" checked={kind === 'new'} onChange={() => setKind('new')} /> As a new
          chart
        </label>
        <label>
          <input type="radio" checked={kind === 'draft'} onChange={() => setKind('draft')} /> As the
          new draft of a chart in use
        </label>
        {kind === 'draft' && (
          <label className="import-draft-of">
            Chart{' '}
            <select value={draftOf} onChange={(e) => setDraftOf(e.target.value)}>
              <option value="">{inUse.isPending ? 'Loading charts…' : 'Choose a chart'}</option>
              {inUse.data?.map((chart) => (
                <option key={chart.key} value={chart.key}>
                  {chart.name} ({chart.key})
                  {chart.status === 'PUBLISHED_WITH_DRAFT' ? ', replaces its draft' : ''}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      {kind === 'draft' && inUse.data?.length === 0 && (
        <p className="muted">No chart has events yet; save the drawing as a new chart.</p>
      )}
      {save.isError &&
        (isApiError(save.error) ? (
          <ErrorPanel title="The service did not save the chart" error={save.error} />
        ) : (
          <ErrorPanel
            title="The answer was lost: the chart may have been saved"
            error={save.error}
          />
        ))}
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!target || save.isPending}
          onClick={() => target && save.mutate(target)}
        >
          {save.isPending ? 'Saving…' : kind === 'draft' ? 'Save as draft' : 'Save chart'}
        </button>
        <button type="button" className="button" disabled={save.isPending} onClick={props.onCancel}>
          Choose another file
        </button>
      </div>
    </section>
  );
}
