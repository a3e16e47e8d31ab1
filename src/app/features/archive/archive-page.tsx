import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorPanel } from '../../components/error-panel';
import { useListSearch } from '../../components/list-search';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { constantText } from '../../lib/format';
import { useClient } from '../../lib/session-context';
import { archiveQueries, useRestoreChart } from './api';

export function ArchivePage() {
  const client = useClient();
  const [search, setSearch] = useListSearch();
  const charts = useQuery(archiveQueries.list(client, search));
  const restore = useRestoreChart(client);
  const [asking, setAsking] = useState<{ key: string; name: string } | null>(null);

  return (
    <>
      <PageHeader
        title="Archive"
        subtitle="Archived charts keep working for their events but are left out of the charts list."
      />
      <SearchForm
        label="Search the archive"
        placeholder="Key or name"
        value={search.q}
        onSearch={(q) => setSearch({ q })}
      />
      {charts.isPending && <Loading what="archived charts" />}
      {charts.isError && (
        <ErrorPanel
          title="The archive could not be loaded"
          error={charts.error}
          onRetry={() => charts.refetch()}
          retrying={charts.isFetching}
        />
      )}
      {charts.data && (
        <>
          <div className="table-wrap">
            <table className="data">
              <caption className="visually-hidden">Archived charts</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key</th>
                  <th scope="col">Venue type</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {charts.data.items.map((chart) => (
                  <tr key={chart.key}>
                    <td>
                      <Link to={`/charts/${encodeURIComponent(chart.key)}`}>{chart.name}</Link>
                    </td>
                    <td className="mono">{chart.key}</td>
                    <td>{constantText(chart.venueType)}</td>
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
                ))}
              </tbody>
            </table>
            {charts.data.items.length === 0 && (
              <p className="empty">
                {search.q ? `No archived chart matches "${search.q}".` : 'The archive is empty.'}
              </p>
            )}
          </div>
          <Pager
            label="Archive pages"
            previousEndsBefore={charts.data.previous_page_ends_before}
            nextStartsAfter={charts.data.next_page_starts_after}
            onPage={(cursor) => setSearch({ q: search.q, ...cursor })}
          />
        </>
      )}
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
