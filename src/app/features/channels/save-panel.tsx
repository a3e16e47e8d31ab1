import type { SimilarPair } from './colors';
import { type ChannelChange, describeChange } from './diff';

interface SavePanelProps {
  changes: readonly ChannelChange[];
  valid: boolean;
  similar: readonly SimilarPair[];
  /** Objects painted into a channel that wait for "move them?": Save waits for the answer. */
  waiting?: string;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** What Save will send, in words, with the warnings that should be read first. */
export function SavePanel(props: SavePanelProps) {
  const { changes, valid, similar, waiting, saving, onSave, onDiscard } = props;
  return (
    <section className="card save-panel" aria-labelledby="save-panel-title">
      <h2 id="save-panel-title">
        {changes.length === 0
          ? waiting
            ? 'A question waits for your answer'
            : 'No unsaved changes'
          : `${changes.length} unsaved change${changes.length === 1 ? '' : 's'}`}
      </h2>
      {similar.length > 0 && (
        <div className="notice notice-warning" role="note">
          {similar.map((pair) => (
            <p key={`${pair.first}|${pair.second}`}>
              “{pair.first}” and “{pair.second}” have colours that are hard to tell apart.
            </p>
          ))}
        </div>
      )}
      {!valid && (
        <p className="field-error" role="alert">
          Fix the channels marked “needs fixing” before saving.
        </p>
      )}
      {waiting && (
        <p className="field-error" id="save-waiting">
          {waiting}
        </p>
      )}
      {changes.length > 0 && (
        <ul className="change-list" aria-label="What Save will change">
          {changes.map((change) => (
            <li key={`${change.kind}:${change.key}:${'area' in change ? change.area : ''}`}>
              {describeChange(change)}
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          disabled={changes.length === 0 || !valid || saving || Boolean(waiting)}
          aria-describedby={waiting ? 'save-waiting' : undefined}
          onClick={onSave}
        >
          {saving ? 'Saving…' : 'Save channels'}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={(changes.length === 0 && !waiting) || saving}
          onClick={onDiscard}
        >
          Discard changes
        </button>
      </div>
    </section>
  );
}
