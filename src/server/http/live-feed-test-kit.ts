// The live feed as a client sees it: a snapshot turned into one record per object, and changes
// applied on top of it field by field, so a test can compare "snapshot + changes" with a fresh
// snapshot (docs/live-feed.md).
import { expect } from 'vitest';
import {
  type FeedChange,
  FeedChangesPageSchema,
  type StatusSnapshot,
  StatusSnapshotSchema,
} from '../../contract/live-feed';
import type { Call } from './http-test-kit';

export interface SeenObject {
  status: string;
  holdToken?: string;
  orderId?: string;
  forSale: boolean;
  channel: string | null;
  category: string | null;
}

export interface SeenEvent {
  revision: number;
  objects: Map<string, SeenObject>;
}

export function fromSnapshot(snapshot: StatusSnapshot): SeenEvent {
  const at = (values: string[], index: number) => (index < 0 ? undefined : values[index]);
  const objects = new Map<string, SeenObject>();
  snapshot.labels.forEach((label, i) => {
    const token = at(snapshot.holdTokens, snapshot.holdToken[i]);
    const orderId = at(snapshot.orderIds, snapshot.orderId[i]);
    objects.set(label, {
      status: snapshot.statuses[snapshot.status[i]],
      ...(token ? { holdToken: token } : {}),
      ...(orderId ? { orderId } : {}),
      forSale: snapshot.forSale[i] === 1,
      channel: at(snapshot.channels, snapshot.channel[i]) ?? null,
      category: at(snapshot.categories, snapshot.category[i]) ?? null,
    });
  });
  return { revision: snapshot.revision, objects };
}

/** Applies changes in order; each must follow the last one seen, exactly once. */
export function applyChanges(seen: SeenEvent, changes: FeedChange[]): void {
  for (const change of changes) {
    expect(change.revision, 'changes arrive in order, none missed, none twice').toBe(
      seen.revision + 1,
    );
    seen.revision = change.revision;
    for (const [label, object] of Object.entries(change.objects)) {
      const known = seen.objects.get(label);
      if (!known) continue;
      if (object.status !== undefined) {
        known.status = object.status;
        if (object.holdToken) known.holdToken = object.holdToken;
        else delete known.holdToken;
        if (object.orderId) known.orderId = object.orderId;
        else delete known.orderId;
        known.forSale = object.forSale ?? true;
      }
      if (object.channel !== undefined) known.channel = object.channel;
      if (object.category !== undefined && object.category !== null) {
        known.category = object.category;
      }
    }
  }
}

export async function readSnapshot(call: Call, eventKey: string): Promise<StatusSnapshot> {
  const reply = await call('GET', `/seatdesk/events/${eventKey}/statuses`);
  expect(reply.status, reply.text).toBe(200);
  return StatusSnapshotSchema.parse(reply.body);
}

export async function readChangesSince(call: Call, eventKey: string, since: number) {
  const reply = await call('GET', `/seatdesk/events/${eventKey}/changes?since=${since}`);
  expect(reply.status, reply.text).toBe(200);
  return FeedChangesPageSchema.parse(reply.body);
}

/** Reads every change after the snapshot's revision, page by page, onto `seen`. */
export async function catchUp(call: Call, eventKey: string, seen: SeenEvent): Promise<void> {
  for (;;) {
    const page = await readChangesSince(call, eventKey, seen.revision);
    applyChanges(seen, page.changes);
    expect(seen.revision).toBe(page.revision);
    if (!page.more) return;
  }
}

export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** A Server-Sent Events reader over a fetch answer's body: events one by one, as they come. */
export class EventStreamReader {
  private readerOf?: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffered = '';
  done = false;
  /** Chunks read that carried changes: in-process, each is one write of the service's stream. */
  changeWrites = 0;

  constructor(readonly response: Response) {}

  /** Taken on first read: a refusal's body stays readable as text. */
  private get reader() {
    this.readerOf ??= (this.response.body as ReadableStream<Uint8Array>).getReader();
    return this.readerOf;
  }

  /** The next event or comment; undefined once the stream has ended. */
  async next(): Promise<StreamEvent | undefined> {
    for (;;) {
      const end = this.buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = this.buffered.slice(0, end);
        this.buffered = this.buffered.slice(end + 2);
        const event: StreamEvent = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) event.comment = line.slice(1).trim();
          const [, field, value] = /^(id|event|data): ?(.*)$/.exec(line) ?? [];
          if (field) event[field as 'id' | 'event' | 'data'] = value;
        }
        return event;
      }
      const { value, done } = await this.reader.read();
      if (done) {
        this.done = true;
        return undefined;
      }
      const text = this.decoder.decode(value, { stream: true });
      if (text.includes('event: change\n')) this.changeWrites++;
      this.buffered += text;
    }
  }

  /** The changes up to and including `revision`; fails on a reset or the end. */
  async changesUntil(revision: number): Promise<FeedChange[]> {
    const changes: FeedChange[] = [];
    while ((changes.at(-1)?.revision ?? -1) < revision) {
      const event = await this.next();
      if (!event) throw new Error(`the stream ended before revision ${revision}`);
      if (event.event === 'reset')
        throw new Error(`reset before revision ${revision}: ${event.data}`);
      if (event.event !== 'change') continue;
      const change = JSON.parse(event.data as string) as FeedChange;
      expect(event.id).toBe(String(change.revision));
      changes.push(change);
    }
    return changes;
  }

  /** Drops the connection (a client gone). */
  async cancel(): Promise<void> {
    await this.reader.cancel();
  }
}

/** Opens an event's stream in-process with `headers`; answers the reader once the status is in. */
export async function openStream(
  fetchApp: (path: string, init: RequestInit) => Response | Promise<Response>,
  secretKey: string,
  eventKey: string,
  options: { since?: number; lastEventId?: number } = {},
): Promise<EventStreamReader> {
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
  };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const query = options.since === undefined ? '' : `?since=${options.since}`;
  const response = await fetchApp(`/seatdesk/events/${eventKey}/changes/stream${query}`, {
    headers,
  });
  return new EventStreamReader(response);
}
