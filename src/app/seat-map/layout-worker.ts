// The layout worker: parses a drawing's text and lays it out away from the page's thread, so a
// venue of 100,000 seats (or a hostile 200,000-object drawing) never freezes the page.
import { chartMapOfText } from './chart-map';
import type { LayoutReply, LayoutRequest } from './lay-out-drawing';
import { packChart } from './layout-transfer';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(reply: LayoutReply, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  try {
    const { packed, transfer } = packChart(chartMapOfText(event.data.text));
    scope.postMessage({ ok: true, chart: packed }, transfer);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ ok: false, message });
  }
};
