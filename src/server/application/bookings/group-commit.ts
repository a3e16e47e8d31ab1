// Group commit for status changes: requests that arrive while a transaction is committing wait
// and then share the next one. Each request is still all-or-nothing and sees the states the
// requests before it left (they run one after the other inside the shared transaction); a refused
// request writes nothing, because the engine throws before its writes. The commit (an fsync with
// synchronous=FULL) is paid once per group instead of once per request, and every answer is sent
// only after its group committed. See docs/decisions/003-booking-rules.md.
//
// Each request keeps its own deadline (store/work-deadline.ts): one whose deadline passed while
// it waited is dropped when its group is taken, and a group that reaches COMMIT with a member's
// deadline passed rolls back and is run again request by request, each against its own.
import type { BestAvailableChoice } from '../../../domain/best-available';
import type { BestAvailableAsk } from '../../../domain/judge/judge';
import type { ChangeResult } from '../../../domain/status/apply';
import type { NormalizedChange } from '../../../domain/status/normalize';
import { currentDeadline, DeadlinePassedError, outsideDeadlines } from '../../store/work-deadline';
import type { Auth, Deps } from '../context';
import { currentOrigin } from '../history/request-origin';
import {
  type AnswerRecord,
  commitStatusRequests,
  type GroupProgress,
  type RequestOutcome,
  type StatusRequest,
} from './group-transaction';
import { prepareWindows } from './window-ranking';

interface Accepted {
  results: ChangeResult[];
  choice?: BestAvailableChoice;
}

interface Pending extends StatusRequest {
  resolve: (accepted: Accepted) => void;
  reject: (error: unknown) => void;
  /** performance.now() when it joined the queue (the metrics' queue wait). */
  queuedAt: number;
  /** Its company's turn (lastServed) before the group that took it. */
  turnBefore?: number;
}

const companyOf = (item: Pending) => item.auth.company.id;

export class StatusChangeQueue {
  private readonly pending: Pending[] = [];
  private draining = false;
  /** The group number each company was last served in: the companies served longest ago go first. */
  private readonly lastServed = new Map<number, number>();
  private groupsTaken = 0;

  constructor(
    private readonly deps: Deps,
    private readonly maxGroup = 128,
  ) {}

  /**
   * Resolves once the request's group committed durably; `withInfos` builds the expand answer;
   * `record` stores the request's answer with it (Idempotency-Key).
   */
  async submit(
    auth: Auth,
    changes: NormalizedChange[],
    withInfos = true,
    record?: AnswerRecord,
  ): Promise<ChangeResult[]> {
    return (await this.enqueue({ auth, changes, withInfos, record })).results;
  }

  /**
   * Best available on one event: chosen when its turn in the group comes, against the states the
   * requests before it left. Resolves with what was chosen and the objects' infos after it.
   */
  async submitBestAvailable(
    auth: Auth,
    ask: BestAvailableAsk,
    record?: AnswerRecord,
  ): Promise<{ choice: BestAvailableChoice; result: ChangeResult }> {
    const changes = [ask.template];
    const prepared = await prepareWindows(this.deps, auth, ask.eventKey, ask.spec);
    const { results, choice } = await this.enqueue({
      auth,
      changes,
      withInfos: true,
      bestAvailable: { ...ask, prepared },
      record,
    });
    if (!choice) throw new Error('a best-available request was answered without a choice');
    return { choice, result: results[0] };
  }

  private enqueue(request: StatusRequest): Promise<Accepted> {
    return new Promise((resolve, reject) => {
      this.pending.push({
        ...request,
        deadline: currentDeadline(),
        origin: currentOrigin(),
        resolve,
        reject,
        queuedAt: performance.now(),
      });
      this.deps.metrics?.queued(this.pending.length);
      if (!this.draining) {
        this.draining = true;
        // The store answers synchronously, so a group would otherwise never see a second request:
        // waiting for the rest of this event-loop turn lets the requests already received join.
        // The group's work answers to its members' deadlines, not to this request's alone.
        setImmediate(() => outsideDeadlines(() => void this.drain()));
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const group = this.withoutExpired(this.takeGroup());
        if (group.length === 0) continue;
        this.deps.metrics?.groupTaken(group, this.pending.length);
        // The next group may start once this one is judged and committing: the store answers
        // its callers only when the commit is durable, and that wait must not hold up the queue.
        let judged!: () => void;
        const judging = new Promise<void>((resolve) => {
          judged = resolve;
        });
        // Requests the group leaves for the next one go back to the queue once it is loaded, so
        // that they can join the group taken when this one is judged, not the one after.
        const sentOn = new Set<Pending>();
        const deferred = (indexes: number[]) => {
          const items = indexes.map((i) => group[i]);
          for (const item of items) sentOn.add(item);
          this.unserve(group, sentOn);
          this.requeue(items);
        };
        // Outcomes of the requests still in the group (`kept`), in its order.
        const kept = () => group.filter((item) => !sentOn.has(item));
        const settled = this.runGroup(group, { judged, deferred })
          .then((outcomes) => outcomes.filter((_, i) => !sentOn.has(group[i])))
          .catch(() => this.runAlone(kept()))
          .then((outcomes) => {
            const later = kept().filter((_, i) => 'deferred' in outcomes[i]);
            kept().forEach((item, i) => {
              const outcome = outcomes[i];
              if ('results' in outcome) item.resolve(outcome);
              else if ('error' in outcome) item.reject(outcome.error);
            });
            this.requeue(later);
          });
        await Promise.race([judging, settled]);
        await new Promise((next) => setImmediate(next));
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * Up to maxGroup requests, the companies taking turns: the one served longest ago first, then
   * one request of each in turn, each company's own in the order they came. Ten heavy season
   * bookings of one company queued ahead of another company's single booking no longer make it
   * wait for all ten transactions, only for the one running.
   */
  private takeGroup(): Pending[] {
    const byCompany = new Map<number, Pending[]>();
    for (const item of this.pending) {
      const id = item.auth.company.id;
      const own = byCompany.get(id);
      if (own) own.push(item);
      else byCompany.set(id, [item]);
    }
    this.groupsTaken++;
    if (byCompany.size === 1) return this.served(this.pending.splice(0, this.maxGroup));
    // Stable: among companies served alike, the one whose request came first leads.
    const companies = [...byCompany.keys()].sort(
      (a, b) => (this.lastServed.get(a) ?? 0) - (this.lastServed.get(b) ?? 0),
    );
    const taken: Pending[] = [];
    for (let round = 0; taken.length < this.maxGroup; round++) {
      const before = taken.length;
      for (const id of companies) {
        const item = byCompany.get(id)?.[round];
        if (item && taken.length < this.maxGroup) taken.push(item);
      }
      if (taken.length === before) break;
    }
    const chosen = new Set(taken);
    const rest = this.pending.filter((item) => !chosen.has(item));
    this.pending.splice(0, this.pending.length, ...rest);
    return this.served(taken);
  }

  /** Marks the companies of `taken` served by the group just taken. */
  private served(taken: Pending[]): Pending[] {
    for (const item of taken) item.turnBefore = this.lastServed.get(companyOf(item));
    for (const item of taken) this.lastServed.set(companyOf(item), this.groupsTaken);
    // Companies come and go: forget them all now and then rather than keep one entry per company.
    if (this.lastServed.size > 10_000) this.lastServed.clear();
    return taken;
  }

  /** Answers the requests whose deadline passed while they waited (nothing applied); keeps the rest. */
  private withoutExpired(taken: Pending[]): Pending[] {
    return taken.filter((item) => {
      if (!item.deadline?.passed()) return true;
      item.reject(new DeadlinePassedError(item.deadline.timeoutMs));
      return false;
    });
  }

  /** Requests the group left for later (its states were at the bound): first in the next group. */
  private requeue(deferred: Pending[]): void {
    if (deferred.length === 0) return;
    this.pending.unshift(...deferred);
    if (!this.draining) {
      this.draining = true;
      setImmediate(() => void this.drain());
    }
  }

  /** The whole group in one transaction; anything but a refusal aborts it (and all its writes). */
  private runGroup(group: Pending[], progress: GroupProgress): Promise<RequestOutcome[]> {
    return commitStatusRequests(this.deps, group, progress);
  }

  /**
   * A company whose every request in `group` was sent on was not served by it: it keeps the turn
   * it had, so that its requests lead the next group rather than follow the company just served.
   */
  private unserve(group: Pending[], sentOn: ReadonlySet<Pending>): void {
    const served = new Set(group.filter((item) => !sentOn.has(item)).map(companyOf));
    for (const item of sentOn) {
      const company = companyOf(item);
      if (served.has(company)) continue;
      if (item.turnBefore === undefined) this.lastServed.delete(company);
      else this.lastServed.set(company, item.turnBefore);
    }
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
