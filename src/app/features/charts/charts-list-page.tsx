import { Link } from 'react-router';
import { ChartCells, ChartHeaderCells } from '../../components/chart-cells';
import { PageHeader } from '../../components/page-header';
import { IfRoleMay } from '../../components/require-role';
import { SearchedList } from '../../components/searched-list';
import { useClient } from '../../lib/session-context';
import { chartsQueries } from './api';
import { ChartStatusBadges } from './chart-status';

export function ChartsListPage() {
  const client = useClient();

  return (
    <>
      <PageHeader
        title="Charts"
        subtitle={
          <>
            Seating charts in use. Archived charts are in the <Link to="/archive">Archive</Link>.
          </>
        }
        actions={
          <IfRoleMay action="importCharts">
            <Link className="button" to="/import-chart">
              Import a chart…
            </Link>
          </IfRoleMay>
        }
      />
      <SearchedList
        list={(search) => chartsQueries.list(client, search)}
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
            <ChartHeaderCells />
            <th scope="col">State</th>
          </>
        }
        row={(chart) => (
          <tr key={chart.key}>
            <ChartCells chart={chart} />
            <td>
              <ChartStatusBadges chart={chart} />
            </td>
          </tr>
        )}
      />
    </>
  );
}
