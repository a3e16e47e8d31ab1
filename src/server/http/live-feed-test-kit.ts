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
    objects.set(label, {
      status: snapshot.statuses[snapshot.status[i]],
      ...(token ? { holdToken: token } : {}),
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
