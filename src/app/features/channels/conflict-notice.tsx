import { preview } from './validate';

interface ConflictNoticeProps {
  targetName: string;
  /** Label → name of the channel that holds it now. */
  conflicts: { label: string; from: string }[];
  freeCount: number;
  onMove: () => void;
  onSkip: () => void;
  onCancel: () => void;
}

/** An object is in one channel at most: taking objects from another channel needs a yes. */
export function ConflictNotice(props: ConflictNoticeProps) {
  const { targetName, conflicts, freeCount, onMove, onSkip, onCancel } = props;
  const byChannel = new Map<string, string[]>();
  for (const { label, from } of conflicts)
    byChannel.set(from, [...(byChannel.get(from) ?? []), label]);
  return (
    <div className="notice notice-warning conflict" role="alert">
      <p>
        <strong>
          {conflicts.length} object{conflicts.length === 1 ? ' is' : 's are'} already in another
          channel:
        </strong>
      </p>
      <ul>
        {[...byChannel].map(([from, labels]) => (
          <li key={from}>
            {from}: {preview(labels, 8)}
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="button button-primary button-small" onClick={onMove}>
          Move {conflicts.length === 1 ? 'it' : 'them'} to {targetName}
        </button>
        <button type="button" className="button button-small" onClick={onSkip}>
          {freeCount > 0
            ? `Skip ${conflicts.length === 1 ? 'it' : 'them'}, assign the other ${freeCount}`
            : 'Skip them'}
        </button>
        <button type="button" className="button button-small button-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
