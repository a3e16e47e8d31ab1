import { describeError } from '../lib/errors';

interface ErrorPanelProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
  /** True while the retry is running, so the button cannot be pressed twice. */
  retrying?: boolean;
}

/** A failed page or section load: what failed, the service's words, and a way to try again. */
export function ErrorPanel({ title, error, onRetry, retrying }: ErrorPanelProps) {
  const text = describeError(error);
  return (
    <div className="error-panel" role="alert">
      <h2>{title}</h2>
      <p>
        {text.code && <code className="error-code">{text.code}</code>} {text.message}
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      )}
    </div>
  );
}
