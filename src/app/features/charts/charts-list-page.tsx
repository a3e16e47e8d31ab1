import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChartCells, ChartHeaderCells } from '../../components/chart-cells';
import type { ListSearch } from '../../components/list-search';
import { PageHeader } from '../../components/page-header';
import { IfRoleMay } from '../../components/require-role';
import { SearchedList } from '../../components/searched-list';
import { useClient } from '../../lib/session-context';
import { chartsQueries } from './api';
import { ChartStatusBadges } from './chart-status';
import './charts.css';
import { FormField } from '../../components/form-field';

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
        controls={(search, setSearch) => <TagFilter search={search} setSearch={setSearch} />}
        empty={{
          matching: (q) => `No chart matches "${q}".`,
          none: 'This workspace has no charts yet.',
          tagged: (tag) => `No chart is tagged "${tag}".`,
        }}
        head={
          <>
            <ChartHeaderCells />
            <th scope="col">Tags</th>
            <th scope="col">State</th>
          </>
        }
        row={(chart) => (
          <tr key={chart.key}>
            <ChartCells chart={chart} />
            <td>
              {chart.tags.length > 0 && (
                <span className="badges">
                  {chart.tags.map((tag) => (
                    <Link
                      key={tag}
                      className="badge tag-link"
                      to={`?tag=${encodeURIComponent(tag)}`}
                    >
                      {tag}
                    </Link>
                  ))}
                </span>
              )}
            </td>
            <td>
              <ChartStatusBadges chart={chart} />
            </td>
          </tr>
        )}
      />
    </>
  );
}

/** Narrows the list to one tag; a new tag starts again at the first page. */
function TagFilter(props: { search: ListSearch; setSearch: (next: ListSearch) => void }) {
  const { search, setSearch } = props;
  const client = useClient();
  const tags = useQuery(chartsQueries.tags(client));
  const known = tags.data ?? [];
  // A tag from a link stays choosable even before (or without) the list of every tag.
  const options = search.tag && !known.includes(search.tag) ? [search.tag, ...known] : known;
  if (options.length === 0) return null;
  return (
    <FormField label="Tag" id="chart-tag-filter" className="tag-filter">
      {(control) => (
        <select
          {...control}
          value={search.tag ?? ''}
          onChange={(event) => setSearch({ q: search.q, tag: event.target.value || undefined })}
        >
          <option value="">Any tag</option>
          {options.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
