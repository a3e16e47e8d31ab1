// How long the store's oldest transaction or read still running has been at it. A database that
// stalls (frozen, a table locked, a lock held by a frozen instance) shows here first: the HTTP
// layer answers 503 with this reason rather than a 429 that blames the client (http/lanes.ts).

export class BusyWatch {
  /** Start times (performance.now()) of the operations running, in the order they started. */
  private readonly running = new Map<number, number>();
  private next = 0;

  /** Runs `work`, counted as running until it settles. */
  async around<T>(work: () => Promise<T>): Promise<T> {
    const id = this.next++;
    this.running.set(id, performance.now());
    try {
      return await work();
    } finally {
      this.running.delete(id);
    }
  }

  /** Milliseconds the oldest operation still running has been at it; 0 when none runs. */
  busyForMs(): number {
    for (const started of this.running.values()) return performance.now() - started;
    return 0;
  }
}
