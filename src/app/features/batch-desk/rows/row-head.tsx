// A batch row's head: its name, what it does in a few words, and its tools (show on the map,
// move up or down, duplicate, remove). Working in the row's fields brings it onto the map; these
// buttons do not (see row-editor.tsx).

interface RowHeadProps {
  name: string;
  summary: string;
  first: boolean;
  last: boolean;
  onMap: boolean;
  showOnMap: () => void;
  move: (by: 1 | -1) => void;
  duplicate: () => void;
  remove: () => void;
}

export function RowHead({ name, summary, first, last, onMap, showOnMap, ...act }: RowHeadProps) {
  return (
    <div className="bd-row-head">
      <h3 className="bd-row-title">{name}</h3>
      <span className="muted bd-row-summary">{summary}</span>
      <div className="bd-row-tools">
        <button
          type="button"
          className="button button-small button-quiet bd-map-toggle"
          aria-pressed={onMap}
          aria-label={`Show ${name.toLowerCase()} on the map`}
          onClick={showOnMap}
        >
          {onMap ? 'On the map' : 'Show on map'}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${name.toLowerCase()} up`}
          disabled={first}
          onClick={() => act.move(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${name.toLowerCase()} down`}
          disabled={last}
          onClick={() => act.move(1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="button button-small button-quiet"
          aria-label={`Duplicate ${name.toLowerCase()}`}
          onClick={() => act.duplicate()}
        >
          Duplicate
        </button>
        <button
          type="button"
          className="button button-small button-quiet danger-text"
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={() => act.remove()}
        >
          Remove
        </button>
      </div>
    </div>
  );
}
