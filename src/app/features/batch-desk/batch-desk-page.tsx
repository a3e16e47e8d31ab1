import { Link, useSearchParams } from 'react-router';

// The batch desk (holds and bookings across events) is built in issue 6; this page keeps its
// place in the navigation and its URL (`/batch?event=<key>`) stable until then.
export function BatchDeskPage() {
  const [params] = useSearchParams();
  const event = params.get('event');
  return (
    <>
      <h1>Batch desk</h1>
      <div className="notice notice-info">
        <p>
          The batch desk for holds and bookings is not built yet.
          {event && (
            <>
              {' '}
              It will open with event <code>{event}</code> selected;{' '}
              <Link to={`/events/${encodeURIComponent(event)}`}>back to that event</Link>.
            </>
          )}
        </p>
      </div>
    </>
  );
}
