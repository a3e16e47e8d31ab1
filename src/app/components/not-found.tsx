import { Link } from 'react-router';

export function NotFound({ what }: { what?: string }) {
  return (
    <div className="not-found">
      <h1>Not found</h1>
      <p>{what ?? 'There is no page at this address.'}</p>
      <p>
        <Link to="/events">Go to the events</Link> or <Link to="/charts">the charts</Link>.
      </p>
    </div>
  );
}

export function NotFoundPage() {
  return <NotFound />;
}
