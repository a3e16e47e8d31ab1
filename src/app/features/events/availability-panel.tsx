// The compact availability panel beside the event's map: the summary's figures, per category, and
// when they were read (they refresh with the map).
import type { AvailabilityFigures } from './availability-figures-data';

const API_TERMS: Record<string, string> = {
  available: 'available (free and for sale)',
  not_for_sale: 'not_for_sale (free, forSale: false)',
};

interface AvailabilityPanelProps {
  figures: AvailabilityFigures;
  /** The chart has standing areas: say that they count places. */
  hasAreas: boolean;
  /** The last refresh failed: the figures on screen are older than they look. */
  refreshFailed: boolean;
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
}

export function AvailabilityPanel(props: AvailabilityPanelProps) {
  const { figures, hasAreas, refreshFailed, updatedAt, fetching, onRefresh } = props;
  const shown = figures.columns;
  return (
    <section className="card event-figures" aria-labelledby="event-figures">
      <h2 id="event-figures">Availability</h2>
      <dl className="figure-tiles">
        {shown.map((column) => (
          <div
            key={column.key}
            data-figure={column.key}
            title={`API: ${API_TERMS[column.key] ?? column.key}`}
          >
            <dt>{column.name}</dt>
            <dd>{formatCount(figures.totals[column.key])}</dd>
          </div>
        ))}
        <div data-figure="total" className="figure-total">
          <dt>Total</dt>
          <dd>{formatCount(figures.total)}</dd>
        </div>
      </dl>
      {figures.categories.length > 0 && (
        <section
          className="figure-table-wrap"
          aria-label="Availability by category, scrolls sideways"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: six-digit figures may overflow the panel; the keyboard must be able to scroll it sideways
          tabIndex={0}
        >
          <table className="figure-table" aria-label="Availability by category">
            <thead>
              <tr>
                <th scope="col">Category</th>
                {shown.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    data-words={column.name.includes(' ') || undefined}
                  >
                    {column.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figures.categories.map((row) => (
                <tr key={row.name}>
                  <th scope="row" title={row.name}>
                    {row.name}
                  </th>
                  {shown.map((column) => (
                    <td key={column.key}>{formatCount(row.counts[column.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p className="figure-note muted">
        {hasAreas && 'A standing area counts each of its places. '}
        <span className="figure-updated">
          {fetching
            ? 'Refreshing…'
            : updatedAt > 0
              ? `Updated ${new Date(updatedAt).toLocaleTimeString()}`
              : ''}
        </span>
        {refreshFailed && (
          <span className="figure-stale">The last refresh failed; these figures may be old.</span>
        )}
        <button type="button" className="button button-small" onClick={onRefresh}>
          Refresh now
        </button>
      </p>
    </section>
  );
}

function formatCount(n: number | undefined): string {
  return (n ?? 0).toLocaleString('en');
}
