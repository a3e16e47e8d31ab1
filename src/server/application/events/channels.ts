// The seats.io channels of an event. Every change reads the event, applies one pure operation of
// domain/status/channels and writes the event back, in one transaction.
import type { Channel, FlatChart } from '../../../domain/model';
import type { Auth, Deps } from '../context';
import { recordEventChange } from '../event-log/record';
import { loadEvents } from '../shared/load-events';

/** One channel operation: the event's chart view and channels in, the new channels out. */
export type ChannelChange = (chart: FlatChart, channels: Channel[]) => Channel[];

export async function changeChannels(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  change: ChannelChange,
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const [{ row, chart }] = await loadEvents(deps, tx, auth, [eventKey]);
    const next = {
      ...row,
      channels: change(chart, row.channels),
      updatedOn: deps.now().toISOString(),
    };
    await tx.updateEvent(next);
    await recordEventChange(tx, auth, deps.now(), row, next);
  });
}
