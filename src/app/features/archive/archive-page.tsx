import { useState } from 'react';
import { ChartCells, ChartHeaderCells } from '../../components/chart-cells';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { SearchedList } from '../../components/searched-list';
import { useClient } from '../../lib/session-context';
import { archiveQueries, useRestoreChart } from './api';

export function ArchivePage() {
  const client = useClient();
  const restore = useRestoreChart(client);
  const [asking, setAsking] = useState<{ key: string; name: string } | null>(null);

  return (
    <>
      <PageHeader
        title="Archive"
        subtitle="Archived charts keep working for their events but are left out of the charts list."
      />
      <SearchedList
        list={(search) => archiveQueries.list(client, search)}
        searchLabel="Search the archive"
        what="archived charts"
        failed="The archive could not be loaded"
        caption="Archived charts"
        pagerLabel="Archive pages"
        empty={{
          matching: (q) => `No archived chart matches "${q}".`,
          none: 'The archive is empty.',
        }}
        head={
          <>
            <ChartHeaderCells />
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(chart) => (
          <tr key={chart.key}>
            <ChartCells chart={chart} />
            <td className="num">
              <button
                type="button"
                className="button button-small"
                aria-label={`Restore ${chart.name}`}
                disabled={restore.isPending && restore.variables?.key === chart.key}
                onClick={() => setAsking({ key: chart.key, name: chart.name })}
              >
                Restore
              </button>
            </td>
          </tr>
        )}
      />
      {asking && (
        <ConfirmDialog
          title={`Restore "${asking.name}"?`}
          confirmLabel="Restore"
          busy={restore.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => restore.mutate(asking, { onSettled: () => setAsking(null) })}
        >
          <p>
            The chart <code>{asking.key}</code> moves out of the archive and appears in the charts
            list again.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
