// Work that callers asking at once share: the first caller for a key starts it, the others get the
// same promise until it settles. Nothing is kept after that, neither an answer nor a failure (a
// caller after a rejection starts afresh); keeping answers is the caches' job (revision-lru.ts).
// Bounded by what is running: an entry lives only while its promise is pending, so there are
// never more entries than distinct pieces of work in flight, which the requests in flight (the
// rate-limit lanes' slots) bound.

export class InFlight<K, V> {
  private readonly running = new Map<K, Promise<V>>();

  /** The promise of the work running for `key`, or of `start()`, which runs only if none is. */
  share(key: K, start: () => Promise<V>): Promise<V> {
    const known = this.running.get(key);
    if (known) return known;
    let started: Promise<V>;
    try {
      started = start();
    } catch (error) {
      return Promise.reject(error); // nothing started: nothing to share
    }
    const made: Promise<V> = started.finally(() => {
      if (this.running.get(key) === made) this.running.delete(key);
    });
    this.running.set(key, made);
    return made;
  }

  /** Keys whose work is running now (tests, gauges). */
  get size(): number {
    return this.running.size;
  }
}

/** One InFlight per owner (a service's Deps, a chart cache, a chart's lines), gone with it. */
export function inFlightPer<O extends object, K, V>(): (owner: O) => InFlight<K, V> {
  const byOwner = new WeakMap<O, InFlight<K, V>>();
  return (owner) => {
    let found = byOwner.get(owner);
    if (!found) {
      found = new InFlight<K, V>();
      byOwner.set(owner, found);
    }
    return found;
  };
}
