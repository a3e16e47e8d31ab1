// Status changes, object infos, extra data and for-sale calls over the thin client. Every status
// change asks for `expand=objects`, so callers see the objects as the service left them.

import { type ForSaleEdit, ForSaleEditResultSchema } from '../contract/event-batches';
import {
  type BatchResult,
  BatchResultSchema,
  type BatchStatusChange,
  type BestAvailableResult,
  BestAvailableResultSchema,
  type ChangeResult,
  ChangeResultSchema,
  type ForSaleRequest,
  ObjectInfosSchema,
  type ShorthandChange,
  type StatusChange,
} from '../contract/status';
import { seg, type Transport } from './transport';

const expand = { expand: 'objects' };

export class StatusApi {
  constructor(private readonly t: Transport) {}

  changeObjectStatus(eventKey: string, change: StatusChange): Promise<ChangeResult> {
    return this.change(eventKey, 'change-object-status', change);
  }
  book(eventKey: string, change: ShorthandChange): Promise<ChangeResult> {
    return this.change(eventKey, 'book', change);
  }
  /** `change.holdToken` is required by the service. */
  hold(eventKey: string, change: ShorthandChange): Promise<ChangeResult> {
    return this.change(eventKey, 'hold', change);
  }
  release(eventKey: string, change: ShorthandChange): Promise<ChangeResult> {
    return this.change(eventKey, 'release', change);
  }

  /**
   * The service chooses the objects (`change.bestAvailable`, docs/best-available.md) and changes
   * them as `action` says: `hold` (with `change.holdToken`), `book` or `change-object-status`.
   */
  bestAvailable(
    eventKey: string,
    action: 'hold' | 'book' | 'change-object-status',
    change: StatusChange & { bestAvailable: NonNullable<StatusChange['bestAvailable']> },
  ): Promise<BestAvailableResult> {
    const path = `/events/${seg(eventKey)}/actions/${action}`;
    return this.t.json({ method: 'POST', path, body: change }, BestAvailableResultSchema);
  }

  /** One change on several events, one transaction; the objects of all events in one map. */
  changeObjectStatusForEvents(events: string[], change: StatusChange): Promise<ChangeResult> {
    const path = '/events/groups/actions/change-object-status';
    return this.t.json(
      { method: 'POST', path, query: expand, body: { ...change, events } },
      ChangeResultSchema,
    );
  }

  /** All or nothing; `results[i]` answers `statusChanges[i]`. */
  changeObjectStatusInBatch(
    statusChanges: BatchStatusChange['statusChanges'],
  ): Promise<BatchResult> {
    const path = '/events/actions/change-object-status';
    return this.t.json(
      { method: 'POST', path, query: expand, body: { statusChanges } },
      BatchResultSchema,
    );
  }

  objectInfos(eventKey: string, labels: string[]) {
    const path = `/events/${seg(eventKey)}/objects`;
    return this.t.json({ method: 'GET', path, query: { label: labels } }, ObjectInfosSchema);
  }

  /** `null` clears the object's extra data. */
  updateExtraData(eventKey: string, label: string, extraData: Record<string, unknown> | null) {
    const path = `/events/${seg(eventKey)}/objects/${seg(label)}/actions/update-extra-data`;
    return this.t.empty({ method: 'POST', path, body: { extraData } });
  }

  markAsNotForSale(eventKey: string, request: ForSaleRequest) {
    return this.t.empty({
      method: 'POST',
      path: `/events/${seg(eventKey)}/actions/mark-as-not-for-sale`,
      body: request,
    });
  }
  markAsForSale(eventKey: string, request: ForSaleRequest) {
    return this.t.empty({
      method: 'POST',
      path: `/events/${seg(eventKey)}/actions/mark-as-for-sale`,
      body: request,
    });
  }
  markEverythingAsForSale(eventKey: string) {
    return this.t.empty({
      method: 'POST',
      path: `/events/${seg(eventKey)}/actions/mark-everything-as-for-sale`,
    });
  }
  /**
   * Puts objects on sale and takes others off, keeping what anyone else set; the answer has the
   * event's config and how many such edits it has left today (seats.io counts them per event).
   */
  editForSaleConfig(eventKey: string, edit: ForSaleEdit) {
    return this.t.json(
      {
        method: 'POST',
        path: `/events/${seg(eventKey)}/actions/edit-for-sale-config`,
        body: edit,
      },
      ForSaleEditResultSchema,
    );
  }

  private change(eventKey: string, action: string, body: unknown): Promise<ChangeResult> {
    const path = `/events/${seg(eventKey)}/actions/${action}`;
    return this.t.json({ method: 'POST', path, query: expand, body }, ChangeResultSchema);
  }
}
