// Lays a drawing's text out in a worker of its own (one per drawing, ended when it answers), or
// inline where the browser has no Worker (the component tests' DOM). Bounded: a worker that has
// not answered in LAYOUT_TIMEOUT_MS is ended and the map says the drawing could not be laid out.
import { chartMapOfText, type LaidOutChart } from './chart-map';
import { type PackedChart, unpackChart } from './layout-transfer';

export type LayoutRequest = { text: string };
export type LayoutReply = { ok: true; chart: PackedChart } | { ok: false; message: string };

export const LAYOUT_TIMEOUT_MS = 60_000;

export function layOutDrawing(text: string): Promise<LaidOutChart> {
  if (typeof Worker === 'undefined') return Promise.resolve().then(() => chartMapOfText(text));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./layout-worker.ts', import.meta.url), { type: 'module' });
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('Laying out the chart’s drawing took too long.'));
    }, LAYOUT_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<LayoutReply>) => {
      done();
      if (event.data.ok) resolve(unpackChart(event.data.chart));
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      done();
      reject(new Error(event.message || 'The map’s layout worker failed.'));
    };
    worker.postMessage({ text } satisfies LayoutRequest);
  });
}
