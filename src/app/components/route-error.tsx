import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from './error-panel';
import { NotFound } from './not-found';

/** The error boundary of every route: a render crash shows here instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="route-error">
      <ErrorPanel
        title="This page crashed"
        error={error}
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}
