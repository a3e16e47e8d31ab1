// Reading what a batch needs from the service (events, their charts, the current info of every
// object named, the liveness of the tokens named) and submitting it. One code path for the page
// and for the tests that hold the preview against the service.
import type { QueryClient } from '@tanstack/react-query';
import type { SeatdeskClient } from '../../client';
import type { ObjectInfoWire } from '../../contract/status';
import type { StatusChange as BatchChange } from '../lib/order-changes';
import { deskQueries, readInfos } from './api';
import { type BatchPrediction, type DeskEvent, type DeskWorld, predictBatch } from './predict';
import { tokensOfInfo } from './state-from-info';
import type { SubmittedBatch } from './submitted-batch';
import { infosAfter, planUndo, type UndoPlan } from './undo';

export { type SubmittedBatch, SubmittedBatchSchema } from './submitted-batch';

/** Labels each event's rows name, in first-seen order. */
export function labelsByEvent(changes: readonly BatchChange[]): Map<string, string[]> {
  const byEvent = new Map<string, Set<string>>();
  for (const change of changes) {
    const labels = byEvent.get(change.event) ?? new Set<string>();
    for (const ref of change.objects) labels.add(typeof ref === 'string' ? ref : ref.objectId);
    byEvent.set(change.event, labels);
  }
  return new Map([...byEvent].map(([key, labels]) => [key, [...labels]]));
}

export async function loadEvent(
  queryClient: QueryClient,
  client: SeatdeskClient,
  eventKey: string,
): Promise<DeskEvent | null> {
  const event = await queryClient.fetchQuery({
    ...deskQueries.event(client, eventKey),
    staleTime: 0,
  });
  if (!event) return null;
  const chart = await queryClient.fetchQuery(deskQueries.chart(client, event.chartKey));
  return { event, chart };
}

/** Everything the preview judges, read fresh (object states and tokens are never taken from cache). */
export async function loadWorld(
  queryClient: QueryClient,
  client: SeatdeskClient,
  changes: readonly BatchChange[],
): Promise<DeskWorld> {
  const events = new Map<string, DeskEvent | null>();
  const infos = new Map<string, Record<string, ObjectInfoWire>>();
  const tokens = new Map<string, boolean>();
  await Promise.all(
    [...labelsByEvent(changes)].map(async ([eventKey, labels]) => {
      const loaded = await loadEvent(queryClient, client, eventKey);
      events.set(eventKey, loaded);
      if (!loaded) return;
      const onChart = labels.filter((label) => loaded.chart.byLabel.has(label));
      if (onChart.length === 0) return;
      infos.set(
        eventKey,
        await queryClient.fetchQuery({
          ...deskQueries.infos(client, eventKey, onChart),
          staleTime: 0,
        }),
      );
    }),
  );
  const named = new Set(changes.flatMap((change) => change.holdToken ?? []));
  await Promise.all(
    [...named].map(async (token) => {
      const found = await queryClient.fetchQuery({
        ...deskQueries.holdToken(client, token),
        staleTime: 0,
      });
      tokens.set(token, found !== null);
    }),
  );
  return { events, infos, tokens };
}

/**
 * Reads the current infos (the undo's starting point), then sends the batch as one request with
 * `expand=objects`. A refusal rejects with the service's ApiError; nothing was applied then.
 */
export async function submitBatch(
  queryClient: QueryClient,
  client: SeatdeskClient,
  changes: BatchChange[],
): Promise<SubmittedBatch> {
  const before: Record<string, Record<string, ObjectInfoWire>> = {};
  for (const [eventKey, labels] of labelsByEvent(changes)) {
    // A row the service will refuse (unknown event or label) must not stop the batch from being
    // sent: the service's own refusal is what the desk shows then.
    try {
      const loaded = await loadEvent(queryClient, client, eventKey);
      const onChart = labels.filter((label) => loaded?.chart.byLabel.has(label));
      if (loaded) before[eventKey] = await readInfos(client, eventKey, onChart);
    } catch {
      // The undo will say it cannot restore this event's objects.
    }
  }
  const { results } = await client.status.changeObjectStatusInBatch(changes);
  return { at: new Date().toISOString(), changes, before, results };
}

/** The undo of `batch` as it can be done now, and what the service will say to it. */
export async function prepareUndo(
  queryClient: QueryClient,
  client: SeatdeskClient,
  batch: SubmittedBatch,
): Promise<{ plan: UndoPlan; prediction?: BatchPrediction }> {
  const current: Record<string, Record<string, ObjectInfoWire>> = {};
  for (const [eventKey, objects] of Object.entries(infosAfter(batch))) {
    current[eventKey] = await readInfos(client, eventKey, Object.keys(objects));
  }
  const tokens = new Set<string>();
  for (const infos of Object.values(batch.before)) {
    for (const info of Object.values(infos))
      for (const token of tokensOfInfo(info)) tokens.add(token);
  }
  const live = new Set<string>();
  for (const token of tokens) {
    const found = await queryClient.fetchQuery({
      ...deskQueries.holdToken(client, token),
      staleTime: 0,
    });
    if (found) live.add(token);
  }
  const plan = planUndo(batch, current, (token) => live.has(token));
  if (plan.changes.length === 0) return { plan };
  const world = await loadWorld(queryClient, client, plan.changes);
  return { plan, prediction: predictBatch(plan.changes, world) };
}
