// A change made in one tab reaches the other tabs of the browser at once (issue 28, item 13): every
// successful write (a hold, a booking, a batch or its undo, a token made or extended) is announced
// on a BroadcastChannel (tab-sync.ts), and the other tabs read again what they show of events,
// reports and hold tokens, instead of waiting up to 30 s for their next read.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { eventKeys } from './queries';
import { tabSync } from './tab-sync';

const ChangeSchema = z.object({ at: z.number() });

let announce: (() => void) | null = null;

/** For writes made outside a mutation (the phone sale's steps): tells the other tabs. */
export function announceChange(): void {
  announce?.();
}

export function ChangeBroadcast({ channel }: { channel: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const tabs = tabSync(`${channel}.changes`, ChangeSchema, () => null);
    const stopListening = tabs.onChange((change) => {
      if (!change) return;
      for (const queryKey of [eventKeys.all, ['hold-tokens']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    });
    const tell = () => tabs.announce({ at: Date.now() });
    announce = tell;
    const stopWatching = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') tell();
    });
    return () => {
      if (announce === tell) announce = null;
      stopWatching();
      stopListening();
      tabs.close();
    };
  }, [channel, queryClient]);
  return null;
}
