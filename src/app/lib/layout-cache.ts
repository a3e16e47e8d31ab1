// Laid-out charts kept in this browser (IndexedDB) between visits, so opening a venue's map again
// skips parsing and laying out its drawing (about half a second for 100,000 seats on this kind of
// machine). An entry is found only by the SHA-256 of the drawing's exact bytes together with the
// build of the code that laid it out: a republished chart, another workspace's chart or a new
// release of the app never reuses one. Bounded to MAX_KEPT_LAYOUTS entries, the least recently
// used let go first; forgotten when a session ends or changes (session-context.tsx). Every failure (no
// IndexedDB, a full disk, a quota, an entry of an unknown shape) is a miss: the chart is laid out
// as if it had never been seen, and nothing is shown to the user.
import { clear, createStore, del, entries, get, keys, set, type UseStore } from 'idb-keyval';
import { hexOf } from './hex';
import { forgetLabelsDigests } from './kept-label-digests';

/** How many laid-out charts a browser keeps (about 8 MB each at 100,000 seats). */
export const MAX_KEPT_LAYOUTS = 6;

interface Stores {
  layouts: UseStore;
  /** When each layout was last used, kept apart so choosing what to let go reads no layout. */
  used: UseStore;
}

let opened: Stores | undefined;
function stores(): Stores | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  opened ??= {
    layouts: createStore('seatdesk-layouts', 'layouts'),
    used: createStore('seatdesk-layouts-used', 'used'),
  };
  return opened;
}

/** The key of a drawing's layout: `build` names the layout code, the digest the bytes. */
export async function layoutKey(build: string, drawing: ArrayBuffer): Promise<string | undefined> {
  // crypto.subtle exists only in secure contexts (https, localhost): elsewhere nothing is kept.
  if (typeof crypto === 'undefined' || !crypto.subtle) return undefined;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', drawing));
  return `${build} ${hexOf(digest)}`;
}

export async function readKeptLayout(key: string): Promise<unknown> {
  const s = stores();
  if (!s) return undefined;
  try {
    const kept = await get(key, s.layouts);
    if (kept !== undefined) await set(key, Date.now(), s.used);
    return kept;
  } catch {
    return undefined;
  }
}

/** Keeps a layout, then lets the least recently used go beyond MAX_KEPT_LAYOUTS. */
export async function keepLayout(key: string, layout: unknown): Promise<void> {
  const s = stores();
  if (!s) return;
  try {
    await set(key, layout, s.layouts);
    await set(key, Date.now(), s.used);
    const kept = await keys<string>(s.layouts);
    const usedAt = new Map(await entries<string, number>(s.used));
    for (const orphan of usedAt.keys()) if (!kept.includes(orphan)) await del(orphan, s.used);
    if (kept.length <= MAX_KEPT_LAYOUTS) return;
    // An entry whose use was never written (another tab stopped half-way) counts as the oldest.
    const oldestFirst = kept.sort((a, b) => (usedAt.get(a) ?? 0) - (usedAt.get(b) ?? 0));
    for (const stale of oldestFirst.slice(0, kept.length - MAX_KEPT_LAYOUTS)) {
      await del(stale, s.layouts);
      await del(stale, s.used);
    }
  } catch {
    // A full disk or a quota: the layout is simply not kept.
  }
}

/** Forgets every kept layout, and the digests kept with them (sign-in and sign-out). */
export async function forgetKeptLayouts(): Promise<void> {
  forgetLabelsDigests();
  const s = stores();
  if (!s) return;
  try {
    await Promise.all([clear(s.layouts), clear(s.used)]);
  } catch {
    // Nothing was kept, or the browser refuses storage: nothing to forget.
  }
}
