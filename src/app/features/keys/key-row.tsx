// One key on the keys page: what it is for, its value hidden until asked for (a secret key on a
// screen is read over shoulders and in screenshots), and replacing it behind a confirmation.
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { KeyText } from './keys-api';

interface KeyRowProps {
  text: KeyText;
  /** The key, when the service tells it; the workspace's secret key only once replaced here. */
  value?: string;
  /** Public keys are shown as they are: they go into web pages anyway. */
  secret: boolean;
  /** Absent: this key cannot be replaced from here. */
  onRegenerate?: () => void;
  busy?: boolean;
  /** Said under the key after it was replaced, or why it was not. */
  outcome?: { kind: 'done' | 'refused'; text: string };
}

export function KeyRow({ text, value, secret, onRegenerate, busy, outcome }: KeyRowProps) {
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <section className="card key-row" aria-label={text.name}>
      <div className="key-row-head">
        <div>
          <h2>{text.name}</h2>
          <p className="field-hint">{text.use}</p>
        </div>
        {onRegenerate && (
          <button
            type="button"
            className="button"
            disabled={busy}
            title={`API: ${text.api}`}
            onClick={() => setAsking(true)}
          >
            Replace…
          </button>
        )}
      </div>
      {value !== undefined && (
        <div className="key-value">
          <code className="key-text">
            {shown || !secret ? (
              value
            ) : (
              <>
                <span className="visually-hidden">Hidden</span>
                <span aria-hidden="true">{'•'.repeat(24)}</span>
              </>
            )}
          </code>
          {secret && (
            <button
              type="button"
              className="button button-small"
              aria-pressed={shown}
              onClick={() => setShown((was) => !was)}
            >
              {shown ? 'Hide' : 'Show'}
            </button>
          )}
        </div>
      )}
      {outcome && (
        <p
          role={outcome.kind === 'refused' ? 'alert' : 'status'}
          className={outcome.kind === 'refused' ? 'field-error' : 'key-outcome'}
        >
          {outcome.text}
        </p>
      )}
      {asking && onRegenerate && (
        <ConfirmDialog
          title={`Replace the ${text.name.toLowerCase()}?`}
          confirmLabel="Replace the key"
          danger
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            setShown(false);
            onRegenerate();
          }}
        >
          <p>{text.stops}</p>
          <p>This cannot be undone: the old key never works again.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
