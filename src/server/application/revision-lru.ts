// The rule every in-memory cache of the service follows: entries kept under an id with the
// revision they were made from, used only while the caller's freshly read revision matches (so a
// change made by another instance is seen), the least recently used let go first, and the whole
// bounded by bytes rather than by a count (one chart can weigh as much as a thousand others).

interface Entry<V> {
  revision: number;
  value: V;
  bytes: number;
}

export class RevisionLru<V> {
  // Map keeps insertion order: the first key is the least recently used.
  private readonly entries = new Map<string, Entry<V>>();
  private held = 0;
  private hitCount = 0;
  private missCount = 0;

  /** `onDrop` hears of every value the cache lets go (stale, pushed out or replaced). */
  constructor(
    private readonly maxBytes: number,
    private readonly onDrop: (value: V) => void = () => {},
  ) {}

  /** The bytes of the values kept now (never above the budget). */
  get bytes(): number {
    return this.held;
  }

  /** Lookups answered from the cache, and not (absent or stale), since it was made (the metrics). */
  get counts(): { hits: number; misses: number; bytes: number } {
    return { hits: this.hitCount, misses: this.missCount, bytes: this.held };
  }

  /** The value kept under `id` if it is of `revision` (then the most recently used); a stale one is dropped. */
  get(id: string, revision: number): V | undefined {
    const hit = this.entries.get(id);
    if (!hit) {
      this.missCount++;
      return undefined;
    }
    if (hit.revision !== revision) {
      this.missCount++;
      this.drop(id, hit);
      return undefined;
    }
    this.hitCount++;
    this.entries.delete(id);
    this.entries.set(id, hit);
    return hit.value;
  }

  /**
   * Keeps `value` under `id`, replacing what was there, and answers it. A value larger than the
   * whole budget is answered but not kept: keeping it would push out everything else and still
   * exceed the bound.
   */
  keep(id: string, revision: number, value: V, bytes: number): V {
    const old = this.entries.get(id);
    if (old) this.drop(id, old);
    if (bytes > this.maxBytes) return value;
    this.makeRoom(bytes);
    this.entries.set(id, { revision, value, bytes });
    this.held += bytes;
    return value;
  }

  /**
   * A kept value grew (its compressed bytes were made for a request): counts its new size as the
   * most recently used, pushing out others, or itself when it alone exceeds the budget. Nothing happens when `id` no longer holds
   * `value`.
   */
  resize(id: string, value: V, bytes: number): void {
    const entry = this.entries.get(id);
    if (!entry || entry.value !== value || entry.bytes === bytes) return;
    if (bytes > this.maxBytes) {
      this.drop(id, entry);
      return;
    }
    this.held += bytes - entry.bytes;
    entry.bytes = bytes;
    // It grew because it was just used: the most recently used now.
    this.entries.delete(id);
    this.entries.set(id, entry);
    this.makeRoom(0, id);
  }

  /** Drops the least recently used entries (but `spare`) until `bytes` more fit. */
  private makeRoom(bytes: number, spare?: string): void {
    for (const [key, entry] of this.entries) {
      if (this.held + bytes <= this.maxBytes) break;
      if (key !== spare) this.drop(key, entry);
    }
  }

  private drop(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.held -= entry.bytes;
    this.onDrop(entry.value);
  }
}
