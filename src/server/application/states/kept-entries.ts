// The states cache's entries by event, least recently used first, bounded by estimated bytes
// (states-cache.ts). This process's writes the cache could not follow go with them (own-writes.ts):
// an entry let go takes its kept writes along.
import { OwnWrites } from './own-writes';
import type { Entry } from './states-cache-entry';

/**
 * Estimated heap per stored state kept (the map's slot, the label, the state object) and per
 * event (the entry and the report values derived with it: histograms, held states).
 */
export const BYTES_PER_STATE = 256;
export const BYTES_PER_EVENT = 16 * 1024;

/**
 * What the cache may hold by default: 256 MiB, about a million states. Bounded by bytes, not by
 * a number of events: a company whose holds view reads 2,000 small events went past a bound of
 * 16 and read every event's states again on every visit, while one stadium weighs thousands.
 */
export const DEFAULT_STATES_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * Pending writes an entry may pile up before it is dropped instead: past that, reading every
 * state again costs less than the memory the chain holds.
 */
export const MAX_PENDING = 200_000;

export class KeptEntries {
  private readonly entries = new Map<number, Entry>();
  /** Per event: the estimated bytes of its entry, and of all of them. */
  private readonly sizes = new Map<number, number>();
  private total = 0;
  readonly own = new OwnWrites();

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get(eventId: number): Entry | undefined {
    return this.entries.get(eventId);
  }

  values(): IterableIterator<Entry> {
    return this.entries.values();
  }

  /** The estimated bytes of the event's entry (one event's worth when none is kept). */
  sizeOf(eventId: number): number {
    return this.sizes.get(eventId) ?? BYTES_PER_EVENT;
  }

  /** Keeps `entry` as the event's, the most recently used, and lets the oldest go past the budget. */
  put(eventId: number, entry: Entry, bytes: number): void {
    this.remove(eventId);
    if (bytes > this.maxBytes) {
      this.own.forget(eventId);
      return;
    }
    this.entries.set(eventId, entry);
    this.sizes.set(eventId, bytes);
    this.total += bytes;
    this.own.reached(eventId, entry.revision);
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  /** The entry goes; this process's writes kept for its catch-up stay. */
  remove(eventId: number): void {
    this.entries.delete(eventId);
    this.total -= this.sizes.get(eventId) ?? 0;
    this.sizes.delete(eventId);
  }

  /** The entry goes, and the writes kept for it. */
  forget(eventId: number): void {
    this.remove(eventId);
    this.own.forget(eventId);
  }

  /**
   * Values derived with `part` (a chart the chart cache let go) are dropped from every entry
   * and its chain, so that they do not keep the chart alive past the chart cache's memory budget.
   */
  releasePart(part: unknown): void {
    for (const head of this.entries.values()) {
      for (let at: Entry | undefined = head; at; at = at.base?.entry) {
        for (const [name, kept] of at.derived) {
          if (kept.parts.includes(part)) at.derived.delete(name);
        }
      }
    }
  }
}
