// Group commit for status changes: requests that arrive while a transaction is committing wait
// and then share the next one. Each request is still all-or-nothing and sees the states the
// requests before it left (they run one after the other inside the shared transaction); a refused
// request writes nothing, because the engine throws before its writes. The commit (an fsync with
// synchronous=FULL) is paid once per group instead of once per request, and every answer is sent
// only after its group committed. See docs/decisions/003-booking-rules.md.
import type { ChangeResult } from '../../../domain/status/apply';
import type { NormalizedChange } from '../../../domain/status/normalize';
import type { Auth, Deps } from '../context';
import { commitStatusRequests, type RequestOutcome, type StatusRequest } from './status-batch';

interface Pending extends StatusRequest {
  resolve: (results: ChangeResult[]) => void;
  reject: (error: unknown) => void;
}

export class StatusChangeQueue {
  private readonly pending: Pending[] = [];
  private draining = false;

  constructor(
    private readonly deps: Deps,
    private readonly maxGroup = 128,
  ) {}

  /** Resolves once the request's group committed durably; `withInfos` builds the expand answer. */
  submit(auth: Auth, changes: NormalizedChange[], withInfos = true): Promise<ChangeResult[]> {
    return new Promise((resolve, reject) => {
      this.pending.push({ auth, changes, withInfos, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        // The store answers synchronously, so a group would otherwise never see a second request:
        // waiting for the rest of this event-loop turn lets the requests already received join.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const group = this.pending.splice(0, this.maxGroup);
        // The next group may start once this one is judged and committing: the store answers
        // its callers only when the commit is durable, and that wait must not hold up the queue.
        let judged!: () => void;
        const judging = new Promise<void>((resolve) => {
          judged = resolve;
        });
        const settled = this.runGroup(group, judged)
          .catch(() => this.runAlone(group))
          .then((outcomes) =>
            group.forEach((item, i) => {
              const outcome = outcomes[i];
              if ('results' in outcome) item.resolve(outcome.results);
              else item.reject(outcome.error);
            }),
          );
        await Promise.race([judging, settled]);
        await new Promise((next) => setImmediate(next));
      }
    } finally {
      this.draining = false;
    }
  }

  /** The whole group in one transaction; anything but a refusal aborts it (and all its writes). */
  private runGroup(group: Pending[], judged: () => void): Promise<RequestOutcome[]> {
    return commitStatusRequests(this.deps, group, judged);
  }

  /** After a failed group, each request alone, so one failure cannot take the others with it. */
  private async runAlone(group: Pending[]): Promise<RequestOutcome[]> {
    const outcomes: RequestOutcome[] = [];
    for (const item of group) {
      try {
        const [outcome] = await commitStatusRequests(this.deps, [item]);
        outcomes.push(outcome);
      } catch (error) {
        outcomes.push({ error });
      }
    }
    return outcomes;
  }
}
