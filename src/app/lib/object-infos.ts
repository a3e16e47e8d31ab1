// Object infos of many labels in one event, read a bounded number per request: the labels go in
// the query string, which must stay far below header size limits. Shared by the batch desk and the
// holds view's Move.
import type { SeatdeskClient } from '../../client';
import type { ObjectInfoWire } from '../../contract/status';

const LABELS_PER_REQUEST = 100;

export async function readInfos(
  client: SeatdeskClient,
  eventKey: string,
  labels: readonly string[],
): Promise<Record<string, ObjectInfoWire>> {
  const out: Record<string, ObjectInfoWire> = {};
  for (let i = 0; i < labels.length; i += LABELS_PER_REQUEST) {
    const chunk = labels.slice(i, i + LABELS_PER_REQUEST);
    Object.assign(out, await client.status.objectInfos(eventKey, chunk));
  }
  return out;
}
