// The layout worker: parses a drawing's bytes and lays it out away from the page's thread, so a
// venue of 100,000 seats (or a hostile 200,000-object drawing) never freezes the page. A layout
// of exactly these bytes made by this very build is taken from the browser's store instead
// (lib/layout-cache.ts); a fresh one is answered first and kept after, then the worker ends.
// The digest of the label order goes ahead of a fresh layout, and is kept with it.

import { seatMapTrees } from '../../../domain/seat-map/spatial-index';
import { keepLayout, layoutKey, readKeptLayout } from '../../lib/layout-cache';
import { chartMapOfText, type LaidOutChart, labelsDigestOf } from './chart-map';
import type { LayoutReply, LayoutRequest } from './lay-out-drawing';
import { isPackedChart, packChart } from './layout-transfer';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(reply: LayoutReply, transfer?: Transferable[]): void;
  close(): void;
  location: { pathname: string };
};

/**
 * The build of the layout code: the production worker's file name carries its content's hash.
 * The development server names it by its source path, whatever it holds, so nothing is kept there.
 */
const build = import.meta.env.DEV ? undefined : scope.location.pathname;

async function layOut(drawing: ArrayBuffer): Promise<void> {
  const key = build ? await layoutKey(build, drawing) : undefined;
  const kept = key ? await readKeptLayout(key) : undefined;
  if (isPackedChart(kept) && kept.labelsDigest) {
    scope.postMessage({ ok: true, chart: kept, kept: true });
    return;
  }
  const chart: LaidOutChart = chartMapOfText(new TextDecoder().decode(drawing));
  // Sent ahead of the trees and the packing: the page asks for the statuses with it meanwhile,
  // so that they are there for the map's first frame.
  chart.labelsDigest = labelsDigestOf(chart.layout);
  scope.postMessage({ labelsDigest: chart.labelsDigest });
  // The hit-testing trees too: built here, the page only wraps their data (and a kept layout
  // brings them along).
  chart.layout.trees = seatMapTrees(chart.layout);
  const { packed, transfer } = packChart(chart);
  if (!key) {
    scope.postMessage({ ok: true, chart: packed, kept: false }, transfer);
    return;
  }
  // Copied, not transferred: the columns are kept after the answer (a copy of a few MB is cheap).
  scope.postMessage({ ok: true, chart: packed, kept: false });
  await keepLayout(key, packed);
}

scope.onmessage = (event) => {
  layOut(event.data.drawing)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      scope.postMessage({ ok: false, message });
    })
    .finally(() => scope.close());
};
