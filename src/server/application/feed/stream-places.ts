// The places each company's streams take (FEED_STREAMS_PER_COMPANY, docs/live-feed.md): counted
// apart from the request lanes. A place is held from before a stream's event is read until the
// stream ends, so opens past the bound are refused before they read anything.
import { DomainError } from '../../../domain/errors';

export const tooManyStreams = (limit: number) =>
  new DomainError(
    'TOO_MANY_STREAMS',
    `This company already has ${limit} live feed streams open (FEED_STREAMS_PER_COMPANY); close one first`,
    'too-many',
  );

export class StreamPlaces {
  private readonly taken = new Map<number, number>();

  constructor(private readonly perCompany: number) {}

  /** Takes one of the company's places, or refuses past the bound; answers its release. */
  take(companyId: number): () => void {
    const taken = this.taken.get(companyId) ?? 0;
    if (taken >= this.perCompany) throw tooManyStreams(this.perCompany);
    this.taken.set(companyId, taken + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.taken.get(companyId) ?? 1) - 1;
      if (left > 0) this.taken.set(companyId, left);
      else this.taken.delete(companyId);
    };
  }
}
