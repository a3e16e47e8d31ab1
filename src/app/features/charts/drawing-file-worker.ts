// The import worker: unpacks, parses, judges and lays out a drawing file away from the page's
// thread, so a 24 MB venue of 100,000 seats never freezes the page. One worker per file, ended
// once it has answered.
import { seatMapTrees } from '../../../domain/seat-map/spatial-index';
import { packChart } from '../../seat-map/data/layout-transfer';
import { readDrawingFile } from './drawing-file';
import type { DrawingFileReply } from './read-drawing-file';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ file: ArrayBuffer }>) => void) | null;
  postMessage(reply: DrawingFileReply, transfer?: Transferable[]): void;
  close(): void;
};

async function answer(file: ArrayBuffer): Promise<void> {
  const verdict = await readDrawingFile(file);
  if (!verdict.ok) {
    scope.postMessage(verdict);
    return;
  }
  verdict.chart.layout.trees = seatMapTrees(verdict.chart.layout);
  const { packed, transfer } = packChart(verdict.chart);
  // The file's own buffer may be the JSON (a plain file): transferred once, not twice.
  const buffers = new Set([...transfer, verdict.json]);
  scope.postMessage({ ...verdict, chart: packed }, [...buffers]);
}

scope.onmessage = (event) => {
  answer(event.data.file)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      scope.postMessage({ ok: false, problem: `The file could not be read: ${message}` });
    })
    .finally(() => scope.close());
};
