import { Link, useParams, useSearchParams } from 'react-router';

// Report dashboards arrive with issue 7, under `/reports/charts/<key>?version=draft` and
// `/reports/events/<key>`; the links from chart and event pages already point there.
export function ReportsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const [kind, key] = (params['*'] ?? '').split('/');
  const back =
    kind === 'charts' && key ? `/charts/${encodeURIComponent(key)}` : kind === 'events' && key
      ? `/events/${encodeURIComponent(key)}`
      : undefined;
  return (
    <>
      <h1>Reports</h1>
      <div className="notice notice-info">
        <p>
          Report dashboards are not built yet.
          {key && (
            <>
              {' '}
              This address asks for the {kind === 'charts' ? 'chart' : 'event'} <code>{key}</code>
              {search.get('version') === 'draft' ? ' (draft version)' : ''}.
            </>
          )}{' '}
          {back && <Link to={back}>Back</Link>}
        </p>
      </div>
    </>
  );
}
