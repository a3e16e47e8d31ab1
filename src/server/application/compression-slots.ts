// How many compressions may run at once, process-wide. zlib works on libuv's thread pool (four
// threads), where the SQLite store's WAL fsync waits too (store/sqlite/wal-sync.ts): 64 clients
// without a key asking brotli for big static files kept all four threads busy, and another
// company's bookings waited 1–4 s for their commit. Past the bound an answer goes out as it is,
// uncompressed, rather than queue (http/compression.ts, http/wire-answer.ts).

/** Compressions at once: half the thread pool, the other half left to the fsyncs. */
export const COMPRESSION_SLOTS = 2;

export class Slots {
  private used = 0;

  constructor(readonly limit: number) {}

  get inUse(): number {
    return this.used;
  }

  /** A slot and the function that gives it back (once, however often called), or undefined. */
  tryTake(): (() => void) | undefined {
    if (this.used >= this.limit) return undefined;
    this.used++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.used--;
    };
  }
}

/** The one bound shared by the compression middleware and the kept answers' copies. */
export const compressionSlots = new Slots(COMPRESSION_SLOTS);
