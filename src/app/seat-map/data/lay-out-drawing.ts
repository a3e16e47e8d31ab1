// Lays a drawing out in a worker of its own (one per drawing, ended once it has answered and kept
// the layout), or inline where the browser has no Worker (the component tests' DOM). The worker is
// started before the drawing arrives, so its script loads while the drawing downloads. Bounded: a
// worker that has not answered in LAYOUT_TIMEOUT_MS is ended and the map says the drawing could
// not be laid out.

import type { SeatMapLayout } from '../../../domain/seat-map/types';
import { chartMapOfText, type LaidOutChart, labelOrderFacts } from './chart-map';
import { giveRepeats } from './label-index';
import { type PackedChart, unpackChart } from './layout-transfer';

export type LayoutRequest = { drawing: ArrayBuffer };
export type LayoutReply =
  /** Ahead of the layout: the digest of its label order (chart-map.ts labelOrderFacts). */
  | { labelsDigest: string }
  | { ok: true; chart: PackedChart; kept: boolean }
  /** After a fresh layout: its hit-testing trees (a kept layout brings them in `chart`). */
  | { trees: NonNullable<SeatMapLayout['trees']> }
  | { ok: false; message: string };

export const LAYOUT_TIMEOUT_MS = 60_000;
/** How long a worker that has answered may take to keep its layout in the browser's store. */
const KEEP_GRACE_MS = 30_000;

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
}

function inlineJob(): LayoutJob {
  return {
    run: async (drawing, onLabelsDigest) => {
      const chart = chartMapOfText(new TextDecoder().decode(drawing));
      const { labelsDigest, repeats } = labelOrderFacts(chart.layout);
      onLabelsDigest?.(labelsDigest);
      giveRepeats(chart.layout, repeats);
      return { ...chart, labelsDigest, repeats, kept: false };
    },
    cancel: () => {},
  };
}

export function startLayout(): LayoutJob {
  if (typeof Worker === 'undefined') return inlineJob();
  const worker = new Worker(new URL('./layout-worker.ts', import.meta.url), { type: 'module' });
  return {
    cancel: () => worker.terminate(),
    run: (drawing, onLabelsDigest) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          worker.terminate();
          reject(new Error('Laying out the chart’s drawing took too long.'));
        }, LAYOUT_TIMEOUT_MS);
        const answered = () => {
          clearTimeout(timer);
          // The worker ends itself once the layout is kept; this bounds a store that hangs.
          setTimeout(() => worker.terminate(), KEEP_GRACE_MS);
        };
        let layout: SeatMapLayout | undefined;
        worker.onmessage = (event: MessageEvent<LayoutReply>) => {
          const reply = event.data;
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
            resolve({ ...chart, kept: reply.kept });
          }
        };
        worker.onerror = (event) => {
          answered();
          worker.terminate();
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
