// The objects of one event outside the booking queue: their infos, their extra data, and the
// for-sale marks. Writes go through the state writer, so the states cache follows them.
import type { FlatChart, ObjectState } from '../../../domain/model';
import { type ObjectInfo, objectInfo } from '../../../domain/object-info';
import { channelOf } from '../../../domain/status/channels';
import {
  markEverythingForSale as everythingForSale,
  type ForSaleInput,
  forSaleLabels,
  markForSale as forSaleWrites,
  markNotForSale as notForSaleWrites,
} from '../../../domain/status/for-sale';
import { nextForSaleConfig } from '../../../domain/status/for-sale-config';
import { holdTokensOf, normalizeExpiredHolds } from '../../../domain/status/hold-expiry';
import { RuleError } from '../../../domain/status/rule-error';
import { compactState } from '../../../domain/status/state';
import { reportedState } from '../../../domain/status/tables';
import type { Tx } from '../../store/port';
import { readWithCharts } from '../charts/chart-builds';
import type { Auth, Deps } from '../context';
import { recordEventChange } from '../event-log/record';
import { liveTokens } from '../hold-tokens/hold-tokens';
import { familyOf } from '../seasons/season-wire';
import { chartOf, type LoadedEvent, loadEvents } from '../shared/load-events';
import { type StateWriter, writingStates } from '../states/state-writer';

/** Extra data by label; null clears it. */
export type ExtraDataByLabel = Record<string, Record<string, unknown> | null>;

async function oneEvent(deps: Deps, tx: Tx, auth: Auth, eventKey: string): Promise<LoadedEvent> {
  const [event] = await loadEvents(deps, tx, auth, [eventKey]);
  return event;
}

function assertOnChart(chart: FlatChart, labels: string[]): void {
  for (const label of labels) {
    if (!chart.byLabel.has(label))
      throw new RuleError('OBJECT_NOT_FOUND', `Object not found: ${label}`);
  }
}

/** The live hold tokens among those `states` hold with. */
function liveTokensOf(deps: Deps, tx: Tx, auth: Auth, states: ReadonlyMap<string, ObjectState>) {
  return liveTokens(tx, auth, [...states.values()].flatMap(holdTokensOf), deps.now());
}

/** The infos of `labels` (each on the chart), expired holds shown free. */
export async function objectInfos(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  labels: string[],
): Promise<Record<string, ObjectInfo>> {
  return readWithCharts(deps, auth, async (tx) => {
    const { row, chart } = await oneEvent(deps, tx, auth, eventKey);
    assertOnChart(chart, labels);
    const tables = labels.flatMap((label) => chart.byLabel.get(label)?.table ?? []);
    const states = await tx.getObjectStates(row.id, [...labels, ...tables]);
    const live = await liveTokensOf(deps, tx, auth, states);
    const stateOf = (label: string) => normalizeExpiredHolds(states.get(label), (t) => live.has(t));
    const channels = channelOf(row.channels);
    const result: Record<string, ObjectInfo> = {};
    for (const label of labels) {
      const obj = chart.byLabel.get(label);
      if (!obj) continue;
      const state = reportedState(obj, chart, row.tableBookingConfig, stateOf);
      result[label] = objectInfo(obj, state, { channel: channels.get(label) });
    }
    return result;
  });
}

/** Replaces the extra data of each label given (each on the chart). */
export async function updateExtraData(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  data: ExtraDataByLabel,
): Promise<void> {
  await writingStates(deps, async (tx, writer) => {
    const { row, chart } = await oneEvent(deps, tx, auth, eventKey);
    const labels = Object.keys(data);
    assertOnChart(chart, labels);
    const states = await tx.getObjectStates(row.id, labels);
    const writes = new Map<string, ObjectState | undefined>();
    for (const label of labels) {
      writes.set(
        label,
        compactState({ ...states.get(label), extraData: data[label] ?? undefined }),
      );
    }
    await writer.put(row.id, writes, { labels: new Set(labels), states });
  });
}

/**
 * One for-sale mark inside the caller's transaction, on `event` and the events it propagates to.
 * Answers `event` as the mark left it (its row carries the new config).
 */
export async function markForSaleIn(
  deps: Deps,
  tx: Tx,
  writer: StateWriter,
  auth: Auth,
  event: LoadedEvent,
  forSale: boolean,
  input: ForSaleInput,
  /** False when the caller records the whole call itself (an incremental edit). */
  logged = true,
): Promise<LoadedEvent> {
  // Checked on the event named first: an unknown label refuses the whole call.
  forSaleLabels(event.chart, input);
  let marked = event;
  for (const { row, chart } of await forSaleTargets(deps, tx, event)) {
    const labels = forSaleLabels(chart, input);
    const states = await tx.getObjectStates(row.id, labels);
    const live = await liveTokensOf(deps, tx, auth, states);
    const apply = forSale ? forSaleWrites : notForSaleWrites;
    const writes = apply(chart, states, input, (t) => live.has(t));
    await writer.put(row.id, writes, { labels: new Set(labels), states });
    const next = { ...row, forSaleConfig: nextForSaleConfig(row.forSaleConfig, forSale, input) };
    await tx.updateEvent(next);
    if (logged) await recordEventChange(tx, auth, deps.now(), row, next);
    if (row.id === event.row.id) marked = { row: next, chart };
  }
  return marked;
}

/** Puts every object and place of the event on sale, and drops its for-sale config. */
export async function markEverythingForSale(
  deps: Deps,
  auth: Auth,
  eventKey: string,
): Promise<void> {
  await writingStates(deps, async (tx, writer) => {
    const event = await oneEvent(deps, tx, auth, eventKey);
    for (const { row } of await forSaleTargets(deps, tx, event)) {
      const states = await tx.getAllObjectStates(row.id);
      await writer.put(row.id, everythingForSale(states), { labels: 'every', states });
      const next = { ...row, forSaleConfig: null };
      await tx.updateEvent(next);
      await recordEventChange(tx, auth, deps.now(), row, next);
    }
  });
}

/**
 * The events a for-sale change on `event` applies to: the event, and when it is a top-level
 * season whose for-sale changes propagate (the default), its partial seasons and events too.
 */
export async function forSaleTargets(
  deps: Deps,
  tx: Tx,
  event: LoadedEvent,
): Promise<LoadedEvent[]> {
  const link = event.row.season;
  if (link?.role !== 'season' || link.forSalePropagated === false) return [event];
  const family = (await familyOf(tx, event.row)) ?? [];
  const others = family.filter((row) => row.id !== event.row.id);
  const loaded = [event];
  for (const row of others) loaded.push({ row, chart: await chartOf(deps, tx, row) });
  return loaded;
}
