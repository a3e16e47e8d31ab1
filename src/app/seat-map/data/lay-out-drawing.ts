// Lays a drawing out in a worker of its own (one per drawing, ended once it has answered and kept
// the layout), or inline where the browser has no Worker (the component tests' DOM). The worker is
// started before the drawing arrives, so its script loads while the drawing downloads. Bounded: a
// worker that has not answered in LAYOUT_TIMEOUT_MS is ended and the map says the drawing could
// not be laid out.

import type { CompactStatusSnapshot } from '../../../contract/live-feed';
import type { SeatMapLayout } from '../../../domain/seat-map/types';
import type { ChannelObjects } from '../../../domain/status-snapshot/channel-digest';
import { chartMapOfText, type LaidOutChart, labelOrderFacts } from './chart-map';
import { giveRepeats, labelIndexOf } from './label-index';
import { type PackedChart, unpackChart } from './layout-transfer';
import {
  isSnapshotColumns,
  orderOfObjects,
  type SnapshotColumns,
  snapshotColumns,
} from './snapshot-columns';

/** The event's compact status snapshot, for the worker to read against its layout. */
export type SnapshotAsk = { snapshot: CompactStatusSnapshot; channels?: readonly ChannelObjects[] };
export type LayoutRequest = { drawing: ArrayBuffer } | SnapshotAsk;
export type LayoutReply =
  /** The snapshot read (snapshot-columns.ts), or why not: the page then reads it itself. */
  | { columns: SnapshotColumns }
  | { columnsFailed: string }
  /** Sent as the worker ends: a snapshot sent from then on is read on the page. */
  | { ended: true }
  /** Ahead of the layout: the digest of its label order (chart-map.ts labelOrderFacts). */
  | { labelsDigest: string }
  | { ok: true; chart: PackedChart; kept: boolean }
  /** After a fresh layout: its hit-testing trees (a kept layout brings them in `chart`). */
  | { trees: NonNullable<SeatMapLayout['trees']> }
  | { ok: false; message: string };

export const LAYOUT_TIMEOUT_MS = 60_000;
/** How long a worker that has answered may take to keep its layout in the browser's store. */
const KEEP_GRACE_MS = 30_000;
/** How long the page waits for the worker's reading of the snapshot before reading it itself. */
const COLUMNS_WAIT_MS = 5_000;
/**
 * How long a layout is held back for the snapshot the worker is reading, so that the map's first
 * frame is drawn once, coloured (a grey frame then a coloured one cost the page two renders).
 */
const HOLD_FOR_COLUMNS_MS = 1_000;

export interface LaidOutDrawing extends LaidOutChart {
  /** Whether the layout was found in the browser's store (lib/layout-cache.ts). */
  kept: boolean;
}

export interface LayoutJob {
  /**
   * Lays out the drawing's bytes (UTF-8 JSON, transferred to the worker); once per job.
   * `onLabelsDigest` hears the label order's digest as soon as it is known, before the layout.
   */
  run(
    drawing: ArrayBuffer,
    onLabelsDigest?: (labelsDigest: string) => void,
  ): Promise<LaidOutDrawing>;
  /** Ends a job whose drawing never came (the fetch failed). */
  cancel(): void;
  /**
   * The event's compact snapshot read against this layout's label order (snapshot-columns.ts),
   * sent as soon as it is in, even before the layout; once per job. Undefined when the job
   * cannot read it (its worker ended, failed or took too long): the page reads it itself.
   */
  readSnapshot(ask: SnapshotAsk): Promise<SnapshotColumns | undefined>;
}

function inlineJob(): LayoutJob {
  let laidOut: ((ask: SnapshotAsk) => SnapshotColumns) | undefined;
  let asked: SnapshotAsk | undefined;
  let answer: (columns: SnapshotColumns | undefined) => void = () => {};
  const readAsked = () => {
    if (!laidOut || !asked) return;
    try {
      answer(laidOut(asked));
    } catch {
      answer(undefined);
    }
  };
  return {
    run: async (drawing, onLabelsDigest) => {
      const chart = chartMapOfText(new TextDecoder().decode(drawing));
      const { labelsDigest, repeats } = labelOrderFacts(chart.layout);
      onLabelsDigest?.(labelsDigest);
      giveRepeats(chart.layout, repeats);
      laidOut = (ask) => {
        const { firsts, labels } = labelIndexOf(chart.layout);
        const order = orderOfObjects(firsts, labels, labelsDigest);
        return snapshotColumns(ask.snapshot, order, ask.channels ?? []);
      };
      // Read as the worker does, after the layout is answered.
      setTimeout(readAsked, 0);
      return { ...chart, labelsDigest, repeats, kept: false };
    },
    cancel: () => {},
    readSnapshot: (ask) =>
      new Promise((done) => {
        // Once per job: a later read (a poll, a refresh) is the page's own.
        if (asked) return done(undefined);
        asked = ask;
        answer = done;
        setTimeout(() => done(undefined), COLUMNS_WAIT_MS);
        if (laidOut) setTimeout(readAsked, 0);
      }),
  };
}

export function startLayout(): LayoutJob {
  if (typeof Worker === 'undefined') return inlineJob();
  const worker = new Worker(new URL('./layout-worker.ts', import.meta.url), { type: 'module' });
  let ended = false;
  let asked = false;
  /** The worker's reading under way: settles when its columns (or none) are in. */
  let reading: Promise<unknown> | undefined;
  let columnsHeard: (columns: SnapshotColumns | undefined) => void = () => {};
  const end = () => {
    ended = true;
    columnsHeard(undefined);
  };
  return {
    cancel: () => {
      worker.terminate();
      end();
    },
    readSnapshot: (ask) => {
      // Once per job: the worker reads one snapshot; a later read (a poll, a refresh) is the
      // page's own.
      if (ended || asked) return Promise.resolve(undefined);
      asked = true;
      const read = new Promise<SnapshotColumns | undefined>((done) => {
        const timer = setTimeout(() => columnsHeard(undefined), COLUMNS_WAIT_MS);
        columnsHeard = (columns) => {
          clearTimeout(timer);
          columnsHeard = () => {};
          done(columns);
        };
        worker.postMessage(ask satisfies LayoutRequest);
      });
      reading = read;
      return read;
    },
    run: (drawing, onLabelsDigest) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          worker.terminate();
          end();
          reject(new Error('Laying out the chart’s drawing took too long.'));
        }, LAYOUT_TIMEOUT_MS);
        const answered = () => {
          clearTimeout(timer);
          // The worker ends itself once the layout is kept; this bounds a store that hangs.
          setTimeout(() => {
            worker.terminate();
            end();
          }, KEEP_GRACE_MS);
        };
        let layout: SeatMapLayout | undefined;
        worker.onmessage = (event: MessageEvent<LayoutReply>) => {
          const reply = event.data;
          if ('columns' in reply || 'columnsFailed' in reply) {
            columnsHeard(
              'columns' in reply && isSnapshotColumns(reply.columns) ? reply.columns : undefined,
            );
            return;
          }
          if ('ended' in reply) {
            end();
            return;
          }
          if ('labelsDigest' in reply) {
            onLabelsDigest?.(reply.labelsDigest);
            return;
          }
          if ('trees' in reply) {
            // Read by the map's index at its first use (spatial-index.ts); one that was used
            // before they came has built its own, and these are left unread.
            if (layout) layout.trees = reply.trees;
            return;
          }
          answered();
          if (!reply.ok) reject(new Error(reply.message));
          else {
            // A kept layout brings its digest: heard before the unpacking.
            if (reply.chart.labelsDigest) onLabelsDigest?.(reply.chart.labelsDigest);
            const chart = unpackChart(reply.chart);
            layout = chart.layout;
            const laidOut = { ...chart, kept: reply.kept };
            // The worker reads the snapshot next: the layout waits for it (bounded).
            if (!reading) resolve(laidOut);
            else {
              const held = setTimeout(() => resolve(laidOut), HOLD_FOR_COLUMNS_MS);
              void reading.then(() => {
                clearTimeout(held);
                resolve(laidOut);
              });
            }
          }
        };
        worker.onerror = (event) => {
          answered();
          worker.terminate();
          end();
          reject(new Error(event.message || 'The map’s layout worker failed.'));
        };
        worker.postMessage({ drawing } satisfies LayoutRequest, [drawing]);
      }),
  };
}

/** Lays out a drawing given as bytes or text (tests, and callers that already hold the text). */
export function layOutDrawing(drawing: ArrayBuffer | string): Promise<LaidOutDrawing> {
  const bytes =
    typeof drawing === 'string'
      ? (new TextEncoder().encode(drawing).buffer as ArrayBuffer)
      : drawing;
  return startLayout().run(bytes);
}
