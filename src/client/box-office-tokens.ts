// The box office's hold tokens: a Seatdesk addition (docs/holds.md). A seats.io region has no such
// routes and answers 404; callers feature-detect with `list`.
import { BoxOfficeTokenPageSchema, BoxOfficeTokenSchema } from '../contract/box-office-tokens';
import { seg, type Transport } from './transport';

export class BoxOfficeTokensApi {
  constructor(private readonly t: Transport) {}

  /** One page of the workspace's live box-office tokens, newest first. */
  list(page: { limit?: number; startAfter?: string } = {}) {
    const query = new URLSearchParams();
    if (page.limit !== undefined) query.set('limit', String(page.limit));
    if (page.startAfter !== undefined) query.set('start_after_id', page.startAfter);
    const suffix = query.size > 0 ? `?${query}` : '';
    return this.t.json(
      { method: 'GET', path: `/seatdesk/hold-tokens${suffix}` },
      BoxOfficeTokenPageSchema,
    );
  }
  /** Marks a live token as the box office's, made by `madeBy` (kept from the first mark). */
  mark(token: string, madeBy?: string) {
    return this.t.json(
      {
        method: 'POST',
        path: `/seatdesk/hold-tokens/${seg(token)}`,
        body: madeBy === undefined ? {} : { madeBy },
      },
      BoxOfficeTokenSchema,
    );
  }
  /** No longer listed; what it holds stays held until it expires. */
  unmark(token: string) {
    return this.t.empty({ method: 'DELETE', path: `/seatdesk/hold-tokens/${seg(token)}` });
  }
}
