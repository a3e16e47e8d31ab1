/** A polite loading line; screen readers hear it once, nobody sees a spinner dance. */
export function Loading({ what }: { what: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}
