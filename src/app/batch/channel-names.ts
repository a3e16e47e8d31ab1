// The channel names of the events a batch touched, read through the desk's event queries (cached
// by the preview already), so that a batch's result names channels as the event does.
import { useQueries } from '@tanstack/react-query';
import { useClient } from '../lib/session-context';
import { deskQueries } from './api';

export function useChannelNames(eventKeys: readonly string[]): Map<string, Map<string, string>> {
  const client = useClient();
  const keys = [...new Set(eventKeys)];
  const events = useQueries({ queries: keys.map((key) => deskQueries.event(client, key)) });
  const names = new Map<string, Map<string, string>>();
  keys.forEach((key, i) => {
    const channels = events[i]?.data?.channels ?? [];
    names.set(key, new Map(channels.map((channel) => [channel.key, channel.name])));
  });
  return names;
}
