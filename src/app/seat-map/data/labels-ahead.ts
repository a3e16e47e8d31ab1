// The digest of a drawing's label order as soon as the layout worker knows it, ahead of the
// layout, for the states query to ask for the status snapshot with it while the drawing is still
// being laid out (live/states-ahead.ts). One promise per chart being laid out, whoever asks first:
// the drawing's fetch settles it, the states query waits on it.
import type { SeatdeskClient } from '../../../client';

export interface LabelsAhead {
  heard: Promise<string | undefined>;
  /** The first call wins; undefined when the drawing could not be laid out. */
  settle(digest: string | undefined): void;
}

const pending = new WeakMap<SeatdeskClient, Map<string, LabelsAhead & { settled: boolean }>>();

/** The digest of the layout of `chartKey` under way (or about to be). */
export function labelsAhead(client: SeatdeskClient, chartKey: string): LabelsAhead {
  let ofClient = pending.get(client);
  if (!ofClient) {
    ofClient = new Map();
    pending.set(client, ofClient);
  }
  const current = ofClient.get(chartKey);
  if (current && !current.settled) return current;
  let resolve: (digest: string | undefined) => void = () => {};
  const heard = new Promise<string | undefined>((done) => {
    resolve = done;
  });
  const next = {
    heard,
    settled: false,
    settle(digest: string | undefined) {
      if (next.settled) return;
      next.settled = true;
      resolve(digest);
    },
  };
  ofClient.set(chartKey, next);
  return next;
}
