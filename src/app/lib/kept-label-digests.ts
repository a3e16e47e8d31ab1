// The label-order digest of the drawing each chart's map last showed in this tab, so that coming
// back to a map asks for its statuses at once, alongside the drawing's revalidation, instead of
// after its kept layout. Only a hint: the map colours with a snapshot without labels only when it
// was made for the drawing shown (seat-map/live/states-ahead.ts), so a chart republished since
// costs one more request, never a wrong colour. In sessionStorage (gone with the tab) and
// forgotten with the kept layouts on every sign-in and sign-out.
const PREFIX = 'seatdesk.labels-digest.';

const storage = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

export function keptLabelsDigest(chartKey: string): string | undefined {
  try {
    return storage()?.getItem(PREFIX + chartKey) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepLabelsDigest(chartKey: string, digest: string): void {
  try {
    storage()?.setItem(PREFIX + chartKey, digest);
  } catch {
    // A full or refused storage: the next visit waits for the layout's digest, as a first one.
  }
}

export function forgetLabelsDigests(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
}
