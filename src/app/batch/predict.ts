// The preview's verdict, computed with the service's own rules: the rows are normalized with
// `normalizeChange` and run through `applyStatusChanges` on the states read from the service,
// in the order the service checks them (options, then unknown events, then the rules row by row).
// A refused row is skipped so the rows after it are judged too; the batch as a whole is refused
// at its first refusal, exactly as the service refuses it. The objects of a refused row are then
// judged one by one, so each refused object carries its own reason ("A-3 is already booked").
import type { Event } from '../../contract/events';
import { ObjectInfoSchema, type ObjectInfoWire } from '../../contract/status';
import type { Channel, FlatChart, ObjectState } from '../../domain/model';
import {
  applyStatusChanges,
  type EventToChange as EventView,
  type StatusContext,
} from '../../domain/status/apply';
import { type NormalizedChange, normalizeChange } from '../../domain/status/normalize';
import { RuleError } from '../../domain/status/rule-error';
import type { StatusChange as BatchChange } from '../lib/order-changes';
import { stateFromInfo, tokensOfInfo } from './state-from-info';

export interface DeskEvent {
  event: Event;
  chart: FlatChart;
}

/** What the preview read from the service. */
export interface DeskWorld {
  /** `null`: no such event in the workspace. */
  events: ReadonlyMap<string, DeskEvent | null>;
  /** Event key → label → info, for the labels the rows name that are on the event's chart. */
  infos: ReadonlyMap<string, Readonly<Record<string, ObjectInfoWire>>>;
  /** The hold tokens the rows name → live (known in the workspace, not expired). */
  tokens: ReadonlyMap<string, boolean>;
}

export interface Refusal {
  code: string;
  message: string;
}

export interface ObjectPreview {
  label: string;
  /** The object as it is before this row (after the rows above it). Absent: not on the chart. */
  before?: ObjectInfoWire;
  /** The object as this row leaves it; absent when the row is refused. */
  after?: ObjectInfoWire;
  /** In a refused row: why this object, changed alone, would be refused too. */
  refusal?: Refusal;
}

export interface RowPrediction {
  refusal?: Refusal;
  objects: ObjectPreview[];
}

export interface BatchPrediction {
  rows: RowPrediction[];
  /** Each event's channel names by key, so staff read names where the wire has keys. */
  channelNames?: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The refusal the service will answer, with the index of the row it comes from. */
  refusal?: Refusal & { row: number };
}

export function predictBatch(changes: readonly BatchChange[], world: DeskWorld): BatchPrediction {
  const rows: RowPrediction[] = changes.map(() => ({ objects: [] }));
  const firsts: Array<Refusal & { row: number }> = [];
  const refuse = (row: number, refusal: Refusal, stage: number) => {
    rows[row].refusal = refusal;
    firsts[stage] ??= { ...refusal, row };
  };

  const normalized = changes.map((change, i) => {
    const { event, ...wire } = change;
    try {
      return normalizeChange(event, wire);
    } catch (error) {
      refuse(i, asRefusal(error), 0);
      return undefined;
    }
  });

  changes.forEach((change, i) => {
    if (normalized[i] && world.events.get(change.event) === null) {
      refuse(i, { code: 'EVENT_NOT_FOUND', message: `Event not found: ${change.event}` }, 1);
    }
  });

  const views = eventViews(world);
  const current = new Map([...world.infos].map(([key, infos]) => [key, { ...infos }]));
  const isTokenLive = tokenLiveness(world);
  normalized.forEach((change, i) => {
    if (!change || rows[i].refusal) return;
    const infos = current.get(change.eventKey) ?? {};
    rows[i].objects = change.objects.map(({ label }) => ({ label, before: infos[label] }));
    try {
      const outcome = applyStatusChanges([change], { events: views, isTokenLive });
      applyWrites(views, outcome.writes);
      const after = outcome.results[0].objects;
      for (const preview of rows[i].objects) {
        const info = after[preview.label];
        if (!info) continue;
        preview.after = ObjectInfoSchema.parse(info);
        infos[preview.label] = preview.after;
      }
      current.set(change.eventKey, infos);
    } catch (error) {
      refuse(i, asRefusal(error), 2);
      blameObjects(change, rows[i], { events: views, isTokenLive });
    }
  });

  const refusal = firsts.find((first) => first !== undefined);
  const channelNames = channelNamesOf(world);
  return refusal ? { rows, refusal, channelNames } : { rows, channelNames };
}

function channelNamesOf(world: DeskWorld): Map<string, Map<string, string>> {
  const names = new Map<string, Map<string, string>>();
  for (const [key, loaded] of world.events) {
    const channels = loaded?.event.channels ?? [];
    names.set(key, new Map(channels.map((channel) => [channel.key, channel.name])));
  }
  return names;
}

/** Larger refused rows name only the object the service names (its message). */
const MAX_JUDGED_ALONE = 500;

/** Each object of a refused row, changed on its own: the reason it would be refused, if any. */
function blameObjects(change: NormalizedChange, row: RowPrediction, ctx: StatusContext): void {
  if (change.objects.length > MAX_JUDGED_ALONE) return;
  change.objects.forEach((object, j) => {
    try {
      applyStatusChanges([{ ...change, objects: [object] }], ctx);
    } catch (error) {
      row.objects[j].refusal = asRefusal(error);
    }
  });
}

function asRefusal(error: unknown): Refusal {
  if (error instanceof RuleError) return { code: error.code, message: error.message };
  throw error;
}

function eventViews(world: DeskWorld): Map<string, EventView> {
  const views = new Map<string, EventView>();
  for (const [key, loaded] of world.events) {
    if (!loaded) continue;
    const states = new Map<string, ObjectState>();
    for (const [label, info] of Object.entries(world.infos.get(key) ?? {})) {
      const obj = loaded.chart.byLabel.get(label);
      const state = obj && stateFromInfo(obj, info);
      if (state) states.set(label, state);
    }
    views.set(key, {
      key,
      chart: loaded.chart,
      tableBookingConfig: loaded.event.tableBookingConfig,
      channels: (loaded.event.channels ?? []).map(
        (channel): Channel => ({ ...channel, areaPlaces: channel.areaPlaces ?? {} }),
      ),
      states,
    });
  }
  return views;
}

/** Named tokens as the service answered; tokens seen on objects are live (infos drop dead holds). */
function tokenLiveness(world: DeskWorld): (token: string) => boolean {
  const seen = new Set<string>();
  for (const infos of world.infos.values()) {
    for (const info of Object.values(infos))
      for (const token of tokensOfInfo(info)) seen.add(token);
  }
  return (token) => world.tokens.get(token) ?? seen.has(token);
}

function applyWrites(
  views: Map<string, EventView>,
  writes: Map<string, Map<string, ObjectState | undefined>>,
): void {
  for (const [key, changed] of writes) {
    const view = views.get(key);
    if (!view || changed.size === 0) continue;
    const states = new Map(view.states);
    for (const [label, state] of changed) {
      if (state) states.set(label, state);
      else states.delete(label);
    }
    views.set(key, { ...view, states });
  }
}
