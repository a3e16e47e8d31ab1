import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { Event } from '../../../contract/events';
import { useToasts } from '../../components/toasts';
import { eventKeys } from '../../lib/queries';
import { type DraftChannel, type ReplaceChannel, toReplaceBody } from './channel-list';
import { eventObjects } from './event-objects';

export const channelQueries = {
  /** The event's bookable objects, from the chart's published drawing and the event's table booking. */
  objects: (client: SeatdeskClient, event: Event) =>
    queryOptions({
      queryKey: [
        ...eventKeys.detail(event.key),
        'objects',
        event.chartKey,
        event.tableBookingConfig,
      ],
      queryFn: async () =>
        eventObjects(
          await client.charts.drawing(event.chartKey, 'published'),
          event.tableBookingConfig,
        ),
      // A published drawing changes only when someone publishes; no need to poll it.
      staleTime: 5 * 60_000,
    }),
};

/** Save = one `channels/replace` with exactly the edited list; the event is read again afterwards. */
export function useSaveChannels(client: SeatdeskClient, eventKey: string) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: async (drafts: readonly DraftChannel[]): Promise<ReplaceChannel[]> => {
      const body = toReplaceBody(drafts);
      // SeatdeskClient does not expose its channels module yet; it shares the same transport.
      await client.channels.replace(eventKey, body.channels);
      return body.channels;
    },
    meta: { errorTitle: 'The channels were not saved' },
    onSuccess: async (channels) => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventKey) });
      toasts.push({
        kind: 'success',
        title: `Saved ${channels.length} channel${channels.length === 1 ? '' : 's'}.`,
      });
    },
  });
}
