// Best available: the service chooses the objects of a status change. A pure function of the
// chart, the event's states and the request; the steps are tried in order and the first that
// finds enough wins (docs/best-available.md explains them, with their tie-breaks).

import { DomainError } from '../errors';
import type { ChartObject } from '../model';
import { type Block, pairedBlocks, pairSizes, reachOf, seatsOf } from './blocks';
import {
  type BestAvailableSpec,
  Candidates,
  type ChannelRule,
  type EventForChoice,
} from './candidates';
import { unknownFilter } from './filters';
import { linesOf } from './rows';
import { type KnownMarks, SeatScan } from './scan';
import { rankedWindows } from './windows';

export const BEST_AVAILABLE_OBJECTS_NOT_FOUND = 'BEST_AVAILABLE_OBJECTS_NOT_FOUND';

/** One entry of the change the choice becomes: as a request's `objects` would carry it. */
export interface ChosenRef {
  objectId: string;
  quantity?: number;
  ticketType?: string;
  extraData?: Record<string, unknown>;
}

export interface BestAvailableChoice {
  /** The chosen labels in drawing order; a GA area's label once per place. */
  objects: string[];
  /** The objects to change, `ticketTypes[i]` and `extraData[i]` on the i-th. */
  refs: ChosenRef[];
  /** True when the objects sit together: one block of a row, one area, or a single object. */
  nextToEachOther: boolean;
  /** Which step found them (1–6), for tests and logs. */
  step: number;
}

export function notFound(why: string): DomainError {
  return new DomainError(
    BEST_AVAILABLE_OBJECTS_NOT_FOUND,
    `Best available objects not found: ${why}`,
  );
}

/**
 * `known`: the event's seat marks as stored and the labels written since (seat-marks.ts); the
 * choice is the same with or without them, only faster with them.
 */
export function chooseBestAvailable(
  event: EventForChoice,
  spec: BestAvailableSpec,
  rule: ChannelRule,
  known?: KnownMarks,
): BestAvailableChoice {
  const { chart } = event;
  const lines = linesOf(chart);
  const unknown = unknownFilter(chart, spec);
  if (unknown) throw notFound(unknown);
  if (!lines.focal) throw notFound('the chart has no focal point, so there is no best seat');
  const n = spec.number;
  const accessible = spec.accessibleSeats ?? 0;
  const candidates = new Candidates(event, spec, rule);
  const { order } = lines;
  const scan = new SeatScan(lines, candidates, accessible > 0, known);
  // The sizes steps 3 and 4 would search are ranked with N's, on the first request of a party
  // size: the late requests of a sell-out, which reach them, must not pay for a ranking (100,000
  // windows sorted, 0.2-0.8 s on a busy machine) while every request of their group waits. The
  // service ranks them before the request is queued (`windowSizes`), off the event loop.
  for (const size of windowSizes(n)) rankedWindows(lines, size, event.ranked);
  const seatsChoice = (seats: ChartObject[], step: number, together: boolean) =>
    finish(seats, order, spec, step, together);

  // (1) and (2): N adjacent seats in one row, first without stranding a seat (when asked to).
  const preventOrphans = spec.tryToPreventOrphanSeats !== false;
  const { unstranded, any } = scan.bestBlocks(n, accessible, preventOrphans);
  if (unstranded) return seatsChoice(seatsOf(unstranded), 1, true);
  if (any) return seatsChoice(seatsOf(any), 2, true);

  // (3) within one section, then (4) across sections: pairs (and a trio), nobody alone.
  if (n >= 2) {
    const sizes = pairSizes(n);
    const nearest = new Map<number, ReturnType<SeatScan['nearest']>>();
    for (const size of new Set(sizes)) nearest.set(size, scan.nearest(size, reachOf(sizes, size)));
    const ranked = (size: number) => nearest.get(size) as ReturnType<SeatScan['nearest']>;
    let bestPaired: Block[] | undefined;
    for (const section of scan.sections) {
      const blocks = pairedBlocks(
        n,
        accessible,
        (size) => ranked(size).bySection.get(section) ?? [],
      );
      if (blocks && (!bestPaired || rank(blocks) < rank(bestPaired))) bestPaired = blocks;
    }
    if (bestPaired) return seatsChoice(bestPaired.flatMap(seatsOf), 3, false);
    if (scan.sections.length > 1) {
      const across = pairedBlocks(n, accessible, (size) => ranked(size).all);
      if (across) return seatsChoice(across.flatMap(seatsOf), 4, false);
    }
  }
  if (accessible > 0) throw notFound(`no ${n} seats with exactly ${accessible} accessible`);

  // (5) tables booked as a whole and booths: N of them, the nearest.
  const wholes = lines.outside
    .filter(
      (obj) =>
        chart.byLabel.get(obj.label) === obj &&
        (obj.objectType === 'booth' || candidates.wholeTable(obj)) &&
        candidates.canTake(obj),
    )
    .sort((a, b) => nearer(a, b, order));
  if (wholes.length >= n) return seatsChoice(wholes.slice(0, n), 5, n === 1);

  // (6) N places in one GA area, never split over areas: the nearest area with room.
  const area = lines.outside
    .filter(
      (obj) =>
        obj.objectType === 'generalAdmission' &&
        chart.byLabel.get(obj.label) === obj &&
        candidates.freePlaces(obj) >= n,
    )
    .sort((a, b) => nearer(a, b, order))[0];
  if (area) return areaChoice(area.label, spec);
  throw notFound(`no ${n} available objects match the request`);
}

/** The window sizes a choice of `number` objects searches: N's, and those of steps 3 and 4. */
export function windowSizes(number: number): number[] {
  return [...new Set([number, ...(number >= 2 ? pairSizes(number) : [])])];
}

function rank(blocks: Block[]): number {
  return blocks.reduce((total, block) => total + block.sum, 0);
}

function nearer(a: ChartObject, b: ChartObject, order: ReadonlyMap<string, number>): number {
  const da = a.distanceToFocalPoint ?? 0;
  const db = b.distanceToFocalPoint ?? 0;
  if (da !== db) return da - db;
  return (order.get(a.label) ?? 0) - (order.get(b.label) ?? 0);
}

function finish(
  objects: ChartObject[],
  order: ReadonlyMap<string, number>,
  spec: BestAvailableSpec,
  step: number,
  nextToEachOther: boolean,
): BestAvailableChoice {
  const labels = objects
    .map((obj) => obj.label)
    .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return {
    objects: labels,
    refs: labels.map((label, i) => ref(label, spec, i)),
    nextToEachOther,
    step,
  };
}

function areaChoice(label: string, spec: BestAvailableSpec): BestAvailableChoice {
  const objects = Array<string>(spec.number).fill(label);
  const refs = objects.map((_, i) => ({ ...ref(label, spec, i), quantity: 1 }));
  return { objects, refs, nextToEachOther: true, step: 6 };
}

function ref(label: string, spec: BestAvailableSpec, i: number): ChosenRef {
  const entry: ChosenRef = { objectId: label };
  const ticketType = spec.ticketTypes?.[i];
  if (ticketType !== undefined) entry.ticketType = ticketType;
  const extraData = spec.extraData?.[i];
  if (extraData !== undefined) entry.extraData = extraData;
  return entry;
}
