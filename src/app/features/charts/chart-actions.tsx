// The chart page's actions: create events on it, copy it (chart-copy.tsx), and archive it (or restore it), confirmed first.
import { useState } from 'react';
import { Link } from 'react-router';
import type { Chart } from '../../../contract/charts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { IfRoleMay } from '../../components/require-role';
import { useClient } from '../../lib/session-context';
import { useArchiveChart } from './api';
import { ChartCopyButton } from './chart-copy';

export function ChartActions({ chart }: { chart: Chart }) {
  const client = useClient();
  const archive = useArchiveChart(client, chart);
  const [asking, setAsking] = useState(false);
  const encoded = encodeURIComponent(chart.key);

  return (
    <>
      <IfRoleMay action="createEvents">
        <Link className="button button-primary" to={`/create-events?chart=${encoded}`}>
          Create events
        </Link>
      </IfRoleMay>
      <Link className="button" to={`/reports/charts/${encoded}`}>
        Reports
      </Link>
      <IfRoleMay action="copyCharts">
        <ChartCopyButton chart={chart} />
      </IfRoleMay>
      <IfRoleMay action="archiveCharts">
        <button
          type="button"
          className="button"
          disabled={archive.isPending}
          onClick={() => setAsking(true)}
          title={chart.archived ? 'API: move-out-of-archive' : 'API: move-to-archive'}
        >
          {chart.archived ? 'Restore from archive' : 'Archive…'}
        </button>
      </IfRoleMay>
      {asking && (
        <ConfirmDialog
          title={chart.archived ? `Restore "${chart.name}"?` : `Archive "${chart.name}"?`}
          confirmLabel={chart.archived ? 'Restore' : 'Archive'}
          danger={!chart.archived}
          busy={archive.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => archive.mutate(!chart.archived, { onSettled: () => setAsking(false) })}
        >
          {chart.archived ? (
            <p>The chart moves out of the archive and appears in the charts list again.</p>
          ) : (
            <p>
              The chart leaves the charts list; its events keep working and can still be sold. You
              can restore it from the Archive at any time.
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
