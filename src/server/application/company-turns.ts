// Work one company's requests make the process do that does not fit in one request's share of the
// event loop (a chart built after a cache miss, a party size's windows ranked): one piece at a
// time per company. A company that causes many misses at once waits behind its own misses, in
// its own requests' time; another company's requests are not queued behind them.

export class CompanyTurns {
  private readonly tails = new Map<number, Promise<void>>();

  /** Runs `work` once the company's earlier work has ended (however it ended). */
  run<T>(companyId: number, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(companyId) ?? Promise.resolve();
    const result = before.then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(companyId, tail);
    void tail.then(() => {
      if (this.tails.get(companyId) === tail) this.tails.delete(companyId);
    });
    return result;
  }

  /** Companies with work running or waiting now (tests, metrics). */
  get busy(): number {
    return this.tails.size;
  }
}
