// A chart with a draft: what the draft changes (draft-diff.ts, from the published and draft maps
// the chart page loads anyway), with "Publish" and "Discard", each confirmed after reading it.
import { type ReactNode, useMemo, useState } from 'react';
import type { Chart } from '../../../contract/charts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { useClient } from '../../lib/session-context';
import { bookableIn, type ChartMap, categoryPaint, useChartMap } from '../../seat-map';
import { type DraftAction, useDraftAction } from './api';
import { AS_THE_CHART_SAYS } from './chart-map-section';
import { draftDiff } from './draft-diff';
import { DraftDiffView } from './draft-diff-view';

export function DraftPanel({ chart }: { chart: Chart }) {
  const client = useClient();
  const published = useChartMap(client, chart.key, 'published');
  const draft = useChartMap(client, chart.key, 'draft');
  const action = useDraftAction(client, chart);
  const [asking, setAsking] = useState<DraftAction | null>(null);
  const diff = useMemo(
    () =>
      published.data &&
      draft.data &&
      draftDiff(published.data.layout, draft.data.layout, {
        published: placesByCategory(published.data),
        draft: placesByCategory(draft.data),
      }),
    [published.data, draft.data],
  );

  let body: ReactNode;
  if (published.isError || draft.isError) {
    body = (
      <ErrorPanel
        title="The drawings could not be compared"
        error={published.error ?? draft.error}
        onRetry={() => (published.isError ? published.refetch() : draft.refetch())}
      />
    );
  } else if (!diff) {
    body = <Loading what="the draft's changes" />;
  } else {
    body = <DraftDiffView diff={diff} />;
  }

  return (
    <section className="card draft-panel" aria-labelledby="draft-heading">
      <div className="card-heading">
        <h2 id="draft-heading">Unpublished draft</h2>
        <div className="actions">
          <button
            type="button"
            className="button button-primary"
            disabled={!diff || action.isPending}
            onClick={() => setAsking('publish')}
          >
            Publish draft…
          </button>
          <button
            type="button"
            className="button"
            disabled={action.isPending}
            onClick={() => setAsking('discard')}
          >
            Discard draft…
          </button>
        </div>
      </div>
      <p className="muted">
        Events use the published version until the draft is published. What the draft changes:
      </p>
      {body}
      {asking && (
        <ConfirmDialog
          title={asking === 'publish' ? 'Publish the draft?' : 'Discard the draft?'}
          confirmLabel={asking === 'publish' ? 'Publish' : 'Discard draft'}
          danger={asking === 'discard'}
          busy={action.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => action.mutate(asking, { onSettled: () => setAsking(null) })}
        >
          {asking === 'publish' ? (
            <p>Every event of "{chart.name}" uses the draft from now on: these changes apply.</p>
          ) : (
            <p>The changes below are lost; "{chart.name}" stays as published.</p>
          )}
          {diff && <DraftDiffView diff={diff} />}
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The places per category exactly as the map's legend counts them (one rule, colour-modes.ts). */
function placesByCategory(map: Omit<ChartMap, 'tookMs'>): Map<string, number> {
  const { legend } = categoryPaint(map.layout, bookableIn(map, AS_THE_CHART_SAYS));
  return new Map(legend.map((entry) => [entry.key, entry.count]));
}
