interface PagerProps {
  label: string;
  /** Cursor for the previous page (`end_before_id`), absent on the first page. */
  previousEndsBefore?: number | string;
  /** Cursor for the next page (`start_after_id`), absent on the last page. */
  nextStartsAfter?: number | string;
  onPage: (cursor: { after?: number; before?: number }) => void;
}

export function Pager({ label, previousEndsBefore, nextStartsAfter, onPage }: PagerProps) {
  if (previousEndsBefore === undefined && nextStartsAfter === undefined) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={previousEndsBefore === undefined}
        onClick={() => onPage({ before: Number(previousEndsBefore) })}
      >
        ← Previous page
      </button>
      <button
        type="button"
        className="button"
        disabled={nextStartsAfter === undefined}
        onClick={() => onPage({ after: Number(nextStartsAfter) })}
      >
        Next page →
      </button>
    </nav>
  );
}
