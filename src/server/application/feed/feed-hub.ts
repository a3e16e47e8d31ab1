// The live feed's streams (docs/live-feed.md): one hub per service. It hears of every committed
// change from the store (this process's commits, and other instances' on PostgreSQL), and per
// watched event reads the changes record once from the lowest revision its watchers have, then
// hands each watcher the changes after its own revision: in order, none missed, none twice,
// whatever the order of wake-ups. Nothing of the feed is kept in memory but each watcher's
// revision and what its reader has not taken yet (bounded by the sink: a slow reader is cut).
// An event's changes are read at most once per `coalesceMs`: under a busy sale (a group commit
// every few ms) each stream gets one write per window carrying every change since, instead of one
// write per commit to every stream; a change after a quiet spell is read at once.
import { logLine } from '../../log';
import type { EventChangeRow } from '../../store/change-log';
import type { EventRow, Store } from '../../store/port';
import { outsideDeadlines } from '../../store/work-deadline';
import { StreamPlaces } from './stream-places';

/** Where a watcher's changes go (the HTTP layer's Server-Sent Events writer). */
export interface FeedSink {
  /**
   * The next changes, in order: one burst (the sink checks its reader keeps up once per burst).
   * Watchers at the same revision are handed the same array, not to be changed.
   */
  changes(changes: readonly EventChangeRow[]): void;
  /** The changes after `revision` are no longer kept (or the event was replaced): start over. */
  reset(revision: number): void;
  heartbeat(): void;
  /**
   * Other instances' changes stopped (false) or started again (true) being heard as they commit
   * (PostgreSQL's LISTEN connection): while not, the poll brings them, up to FEED_POLL_MS late.
   */
  liveness(live: boolean): void;
  /** The service stops: end the stream. */
  close(): void;
}

interface Watcher {
  /** Gives its company's place back. */
  release: () => void;
  revision: number;
  sink: FeedSink;
}

interface Watched {
  /** The event's workspace and key: another instance may delete it (see readFor). */
  workspaceId: number;
  key: string;
  watchers: Set<Watcher>;
  reading: boolean;
  again: boolean;
  /** The last revision read from the changes table: a wake-up at or below it has nothing new. */
  head: number;
  /** When the last read began (performance.now()); the next one waits for the window to pass. */
  readAt: number;
  /** The read waiting for the window: the commits until it fires join it. */
  paced?: NodeJS.Timeout;
}

/** Changes read per round trip when a watcher is behind. */
const READ_PAGE = 500;

export class FeedHub {
  private readonly events = new Map<number, Watched>();
  private readonly places: StreamPlaces;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly poll?: NodeJS.Timeout;
  private readonly unwatch: () => void;
  private readonly unwatchLiveness: () => void;
  private delivered = 0;

  constructor(
    private readonly store: Store,
    private readonly options: {
      streamsPerCompany: number;
      heartbeatMs: number;
      pollMs: number;
      coalesceMs: number;
    },
  ) {
    this.places = new StreamPlaces(options.streamsPerCompany);
    this.unwatch = store.watchChanges((changes) => {
      for (const { eventId, revision } of changes) this.wake(eventId, revision);
    });
    // Other instances' commits are heard through NOTIFY, which is only a wake-up: one lost (the
    // LISTEN connection down, PostgreSQL restarting) is found by reading every watched event's
    // changes table again at this interval. One instance alone on SQLite hears all its commits.
    if (store.kind === 'postgres') {
      this.poll = setInterval(() => {
        for (const eventId of this.events.keys()) this.wake(eventId);
      }, options.pollMs);
      this.poll.unref();
    }
    this.unwatchLiveness =
      store.watchFeedLiveness?.((live) => {
        for (const [eventId, watched] of this.events) {
          for (const watcher of watched.watchers) watcher.sink.liveness(live);
          // What committed while nothing was heard is read now rather than at the next poll.
          if (live) this.wake(eventId);
        }
      }) ?? (() => {});
    this.heartbeat = setInterval(() => {
      for (const watched of this.events.values()) {
        for (const watcher of watched.watchers) watcher.sink.heartbeat();
      }
    }, options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Streams open now, and changes handed to watchers since start (the bench, the metrics). */
  get counts() {
    let streams = 0;
    for (const watched of this.events.values()) streams += watched.watchers.size;
    return { streams, delivered: this.delivered };
  }

  /**
   * Holds one of the company's places while the stream's event is read, so that opens past the
   * bound are refused before they read anything (a reconnect storm of a company at its bound
   * costs no database read). Release it just before `watch`, in the same turn of the loop.
   */
  reserve(companyId: number): () => void {
    return this.places.take(companyId);
  }

  /**
   * A watcher of `event` from revision `since` (its revision now when absent); answers its
   * removal. Refused past the company's bound of streams.
   */
  watch(event: EventRow, companyId: number, since: number | undefined, sink: FeedSink): () => void {
    const revision = since ?? event.statesRevision;
    if (revision > event.statesRevision) {
      sink.reset(event.statesRevision);
      return () => {};
    }
    const watcher: Watcher = { release: this.places.take(companyId), revision, sink };
    let watched = this.events.get(event.id);
    if (!watched) {
      watched = {
        workspaceId: event.workspaceId,
        key: event.key,
        watchers: new Set(),
        reading: false,
        again: false,
        head: revision,
        readAt: Number.NEGATIVE_INFINITY,
      };
      this.events.set(event.id, watched);
    }
    watched.watchers.add(watcher);
    if (this.store.feedLive?.() === false) sink.liveness(false);
    if (revision < event.statesRevision) this.wake(event.id);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.remove(event.id, watcher);
    };
  }

  private remove(eventId: number, watcher: Watcher): void {
    const watched = this.events.get(eventId);
    if (!watched?.watchers.delete(watcher)) return;
    watcher.release();
    if (watched.watchers.size === 0) {
      clearTimeout(watched.paced);
      this.events.delete(eventId);
    }
  }

  /**
   * Something committed in the event (up to `revision`, when told): read what its watchers have
   * not seen (one read at a time).
   */
  private wake(eventId: number, revision?: number): void {
    const watched = this.events.get(eventId);
    if (!watched) return;
    // Already read (a NOTIFY heard after the poll or a later commit's read brought it).
    if (revision !== undefined && revision <= watched.head) return;
    if (watched.paced) return;
    if (watched.reading) {
      watched.again = true;
      return;
    }
    const wait = watched.readAt + this.options.coalesceMs - performance.now();
    if (wait > 0) {
      watched.paced = setTimeout(() => {
        watched.paced = undefined;
        if (this.events.get(eventId) === watched) this.wake(eventId);
      }, wait);
      return;
    }
    watched.reading = true;
    watched.readAt = performance.now();
    // Not the committing request's work: its deadline must not cut the feed's reads.
    outsideDeadlines(() => {
      this.readFor(eventId, watched)
        .catch((error) => {
          // The store is away (PostgreSQL restarting): the next commit or heartbeat wakes it again.
          logLine('warn', 'the live feed could not read changes; retrying on the next wake', {
            eventId,
            error: String(error),
          });
          setTimeout(() => this.wake(eventId), 1_000).unref();
        })
        .finally(() => {
          watched.reading = false;
          if (watched.again) this.wake(eventId);
        });
    });
  }

  private async readFor(eventId: number, watched: Watched): Promise<void> {
    for (;;) {
      watched.again = false;
      if (watched.watchers.size === 0) return;
      const from = Math.min(...[...watched.watchers].map((watcher) => watcher.revision));
      const { rows, gone } = await this.store.read(async (tx) => {
        const rows = await tx.listEventChanges(eventId, from, READ_PAGE);
        // Deleted through another instance: no change is written or told of a deletion, so
        // nothing new (the poll's wake) is when to look whether the event is still there.
        const gone =
          rows.length === 0 &&
          (await tx.getEvent(watched.workspaceId, watched.key))?.id !== eventId;
        return { rows, gone };
      });
      if (gone) return this.ended(eventId);
      const first = rows[0]?.revision;
      watched.head = Math.max(watched.head, rows.at(-1)?.revision ?? from);
      // Watchers at the same revision get the same array: the stream serialises it once for all.
      const bursts = new Map<number, EventChangeRow[]>();
      for (const watcher of [...watched.watchers]) {
        // Changes between the watcher's revision and the first kept one were let go.
        if (first !== undefined && first > watcher.revision + 1) {
          watcher.sink.reset(first - 1);
          this.remove(eventId, watcher);
          continue;
        }
        let next = bursts.get(watcher.revision);
        if (!next) {
          next = rows.filter((row) => row.revision > watcher.revision);
          bursts.set(watcher.revision, next);
        }
        if (next.length === 0) continue;
        watcher.revision = next[next.length - 1].revision;
        this.delivered += next.length;
        watcher.sink.changes(next);
      }
      // A full page: the rest at once (a catch-up); what committed meanwhile waits for the window.
      if (rows.length < READ_PAGE) return;
    }
  }

  /**
   * The event was deleted: its watchers would otherwise hear nothing more, and call "live" a
   * stream of an event that is gone (its key may already name a new one). Each is told to read
   * the snapshot again (a reset), which ends its stream.
   */
  ended(eventId: number): void {
    const watched = this.events.get(eventId);
    for (const watcher of [...(watched?.watchers ?? [])]) {
      watcher.sink.reset(watcher.revision);
      this.remove(eventId, watcher);
    }
  }

  /** Shutdown: every stream is ended (clients reconnect elsewhere with their last revision). */
  close(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.poll);
    for (const watched of this.events.values()) clearTimeout(watched.paced);
    this.unwatch();
    this.unwatchLiveness();
    for (const [eventId, watched] of this.events) {
      for (const watcher of [...watched.watchers]) {
        watcher.sink.close();
        this.remove(eventId, watcher);
      }
    }
  }
}
