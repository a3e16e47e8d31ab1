import type { SkippedThing } from '../../../domain/seat-map/types';

/** How many skipped things are listed by name; the rest are counted. */
const LISTED = 100;

/** What of the drawing could not be drawn, said once above the map, with the details folded. */
export function SkippedNotice({ skipped }: { skipped: readonly SkippedThing[] }) {
  if (skipped.length === 0) return null;
  const count = skipped.length.toLocaleString('en');
  return (
    <div className="notice notice-warning seat-map-skipped" role="note">
      <p>
        {skipped.length === 1
          ? '1 thing of the drawing could not be drawn.'
          : `${count} things of the drawing could not be drawn.`}
      </p>
      <details>
        <summary>Which ones</summary>
        <ul>
          {skipped.slice(0, LISTED).map((thing) => (
            <li key={`${thing.path} ${thing.reason}`}>
              <code>{thing.path}</code>: {thing.reason}
            </li>
          ))}
        </ul>
        {skipped.length > LISTED && (
          <p>and {(skipped.length - LISTED).toLocaleString('en')} more.</p>
        )}
      </details>
    </div>
  );
}

export function EmptyMapNotice() {
  return (
    <p className="notice notice-info seat-map-empty" role="status">
      This chart has no seats to show.
    </p>
  );
}
