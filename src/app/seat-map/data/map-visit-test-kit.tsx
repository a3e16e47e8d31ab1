// A visit to an event's map in the component tests (a page load: a query cache of its own), with
// every render recorded, and what a clerk sees of the states: for the tests of the map's first
// frame (first-frame.test.tsx, first-visit-digest.test.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SeatdeskClient } from '../../../client';
import type { Event } from '../../../contract/events';
import { paintFor } from './colour-modes';
import { describeEventObject } from './colour-modes-describe';
import type { EventMapInput } from './event-map-data-objects';
import { useEventMapInput } from './use-event-map-input';

export function visit(client: SeatdeskClient, event: Event) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const renders: Array<{ drawn: boolean; coloured: boolean }> = [];
  const hook = renderHook(
    () => {
      const load = useEventMapInput(client, event);
      renders.push({ drawn: Boolean(load.layout), coloured: Boolean(load.input) });
      return load;
    },
    { wrapper },
  );
  return { ...hook, renders };
}

/** Every object's line and fill: what a clerk sees of the states. */
export const shown = (input: EventMapInput) => {
  const paint = paintFor('status', input);
  const lineOf = describeEventObject(input);
  return input.layout.objects.map((o) => [o.label, lineOf(o), paint.fill(o.label)]);
};
