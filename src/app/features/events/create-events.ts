// Creating the planned events (event-run.ts) all or none. The service creates one event per
// request, so the form checks first that no key is taken, then creates them in order; if one is
// refused, the ones created before it are deleted again, and staff are told in a sentence.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../../client';
import type { Event } from '../../../contract/events';
import { describeError, isApiError } from '../../lib/errors';
import { chartKeys, eventKeys } from '../../lib/queries';
import type { PlannedEvent } from './event-run';

/** Keys looked up at once before creating; a run of 100 costs 13 rounds, not 100. */
const CHECKS_AT_ONCE = 8;

export class CreateEventsError extends Error {
  constructor(
    message: string,
    /** The service's code, for the tooltip. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CreateEventsError';
  }
}

async function keyTaken(client: SeatdeskClient, key: string): Promise<Event | undefined> {
  try {
    return await client.events.retrieve(key);
  } catch (error) {
    if (isApiError(error, 404)) return undefined;
    throw error;
  }
}

async function checkKeysFree(client: SeatdeskClient, events: readonly PlannedEvent[]) {
  const keys = events.map((e) => e.eventKey).filter((k): k is string => k !== undefined);
  for (let i = 0; i < keys.length; i += CHECKS_AT_ONCE) {
    const batch = keys.slice(i, i + CHECKS_AT_ONCE);
    const found = await Promise.all(batch.map((key) => keyTaken(client, key)));
    const taken = found.find((event) => event !== undefined);
    if (taken) {
      const named = taken.name ? ` ("${taken.name}")` : '';
      throw new CreateEventsError(
        `An event with the key ${taken.key} already exists${named}. Choose another key; nothing was created.`,
        'EVENT_KEY_ALREADY_EXISTS',
      );
    }
  }
}

export async function createEvents(
  client: SeatdeskClient,
  chartKey: string,
  events: readonly PlannedEvent[],
  onProgress: (created: number) => void = () => {},
): Promise<Event[]> {
  await checkKeysFree(client, events);
  const created: Event[] = [];
  for (const [i, planned] of events.entries()) {
    try {
      created.push(await client.events.create({ chartKey, ...planned }));
      onProgress(created.length);
    } catch (error) {
      throw await undo(client, created, error, i, events.length, planned);
    }
  }
  return created;
}

async function undo(
  client: SeatdeskClient,
  created: readonly Event[],
  error: unknown,
  index: number,
  total: number,
  planned: PlannedEvent,
): Promise<CreateEventsError> {
  const { code, message } = describeError(error);
  const which = total > 1 ? `Event ${index + 1} of ${total}` : 'The event';
  const what = planned.name
    ? ` (${planned.name})`
    : planned.eventKey
      ? ` (${planned.eventKey})`
      : '';
  const refused = `${which}${what} was refused: ${staffReason(code, message, planned)}`;
  const left: string[] = [];
  for (const event of created) {
    try {
      await client.events.delete(event.key);
    } catch {
      left.push(event.key);
    }
  }
  if (left.length > 0) {
    return new CreateEventsError(
      `${refused} ${left.length} created before it could not be removed again: ${left.join(', ')}.`,
      code,
    );
  }
  const undone =
    created.length > 0 ? ` The ${created.length} created before it were removed again;` : '';
  return new CreateEventsError(`${refused}${undone} nothing was created.`, code);
}

function staffReason(code: string | undefined, message: string, planned: PlannedEvent): string {
  if (code === 'EVENT_KEY_ALREADY_EXISTS') {
    return `an event with the key ${planned.eventKey} already exists.`;
  }
  if (code === 'CHART_NOT_FOUND') return 'the chart does not exist any more.';
  return message.endsWith('.') ? message : `${message}.`;
}

/** Every event list and the chart (its events, its state) are read again afterwards. */
export function useCreateEvents(client: SeatdeskClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      chartKey: string;
      events: PlannedEvent[];
      onProgress?: (n: number) => void;
    }) => createEvents(client, input.chartKey, input.events, input.onProgress),
    // The form shows the refusal itself, above its button.
    meta: { toast: false },
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: chartKeys.detail(input.chartKey) }),
      ]),
  });
}
