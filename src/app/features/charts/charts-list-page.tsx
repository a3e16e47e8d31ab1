import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { useListSearch } from '../../components/list-search';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { constantText } from '../../lib/format';
import { useClient } from '../../lib/session-context';
import { chartsQueries } from './api';
import { ChartStatusBadges } from './chart-status';

export function ChartsListPage() {
  const client = useClient();
  const [search, setSearch] = useListSearch();
  const charts = useQuery(chartsQueries.list(client, search));

  return (
    <>
      <PageHeader
        title="Charts"
        subtitle={
          <>
            Seating charts in use. Archived charts are in the <Link to="/archive">Archive</Link>.
          </>
        }
      />
      <SearchForm
        label="Search charts"
        placeholder="Key or name"
        value={search.q}
        onSearch={(q) => setSearch({ q })}
      />
      {charts.isPending && <Loading what="charts" />}
      {charts.isError && (
        <ErrorPanel
          title="The charts could not be loaded"
          error={charts.error}
          onRetry={() => charts.refetch()}
          retrying={charts.isFetching}
        />
      )}
      {charts.data && (
        <>
          <div className="table-wrap">
            <table className="data">
              <caption className="visually-hidden">Charts</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key</th>
                  <th scope="col">Venue type</th>
                  <th scope="col">State</th>
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
                    <td>
                      <ChartStatusBadges chart={chart} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {charts.data.items.length === 0 && (
              <p className="empty">
                {search.q ? `No chart matches "${search.q}".` : 'This workspace has no charts yet.'}
              </p>
            )}
          </div>
          <Pager
            label="Charts pages"
            previousEndsBefore={charts.data.previous_page_ends_before}
            nextStartsAfter={charts.data.next_page_starts_after}
            onPage={(cursor) => setSearch({ q: search.q, ...cursor })}
          />
        </>
      )}
    </>
  );
}
