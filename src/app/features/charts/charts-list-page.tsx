import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useListSearch } from '../../components/list-search';
import { PageHeader } from '../../components/page-header';
import { SearchedList } from '../../components/searched-list';
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
      <SearchedList
        query={charts}
        search={search}
        setSearch={setSearch}
        searchLabel="Search charts"
        what="charts"
        failed="The charts could not be loaded"
        caption="Charts"
        pagerLabel="Charts pages"
        empty={{
          matching: (q) => `No chart matches "${q}".`,
          none: 'This workspace has no charts yet.',
        }}
        head={
          <>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Venue type</th>
            <th scope="col">State</th>
          </>
        }
        row={(chart) => (
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
        )}
      />
    </>
  );
}
