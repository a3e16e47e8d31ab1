// Reads a drawing file for the import in a worker of its own, or inline where the browser has no
// Worker (the component tests' DOM). Bounded as the map's layout is: a worker that has not
// answered in LAYOUT_TIMEOUT_MS is ended and the file is reported as unreadable.
import { LAYOUT_TIMEOUT_MS, type PackedChart, unpackChart } from '../../seat-map';
import { type DrawingFileVerdict, type DrawingSummary, readDrawingFile } from './drawing-file';

export type DrawingFileReply =
  | { ok: true; summary: DrawingSummary; chart: PackedChart; json: ArrayBuffer }
  | { ok: false; problem: string };

export function readDrawingFileOffThread(file: ArrayBuffer): Promise<DrawingFileVerdict> {
  if (typeof Worker === 'undefined') return readDrawingFile(file);
  const worker = new Worker(new URL('./drawing-file-worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise((resolve) => {
    const done = (verdict: DrawingFileVerdict) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(verdict);
    };
    const timer = setTimeout(
      () => done({ ok: false, problem: 'Reading the file took too long; it was given up.' }),
      LAYOUT_TIMEOUT_MS,
    );
    worker.onmessage = (event: MessageEvent<DrawingFileReply>) => {
      const reply = event.data;
      done(reply.ok ? { ...reply, chart: unpackChart(reply.chart) } : reply);
    };
    worker.onerror = (event) =>
      done({
        ok: false,
        problem: `The file could not be read: ${event.message || 'the reader failed'}.`,
      });
    worker.postMessage({ file }, [file]);
  });
}
