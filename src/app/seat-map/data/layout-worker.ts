// The layout worker: parses a drawing's bytes and lays it out away from the page's thread, so a
// venue of 100,000 seats (or a hostile 200,000-object drawing) never freezes the page. A layout
// of exactly these bytes made by this very build is taken from the browser's store instead
// (lib/layout-cache.ts); a fresh one is answered first, its hit-testing trees next, and both are
// kept after, then the worker ends. The digest of the label order goes ahead of a fresh layout,
// and is kept with it.

import { seatMapTrees } from '../../../domain/seat-map/spatial-index';
import { keepLayout, layoutKey, readKeptLayout } from '../../lib/layout-cache';
import { chartMapOfText, type LaidOutChart, labelOrderFacts } from './chart-map';
import type { LayoutReply, LayoutRequest } from './lay-out-drawing';
import {
  buffersOf,
  copyOfPacked,
  copyOfTrees,
  isPackedChart,
  packChart,
  treeBuffers,
} from './layout-transfer';

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
    // Transferred, not copied: this worker ends once it has answered.
    scope.postMessage({ ok: true, chart: kept, kept: true }, buffersOf(kept));
    return;
  }
  const chart: LaidOutChart = chartMapOfText(new TextDecoder().decode(drawing));
  // Sent ahead of the packing: the page asks for the statuses with it meanwhile, so that they
  // are there for the map's first frame.
  // The repeated labels found on the way go with the layout: the page needs no label → object
  // Map for its first frame (label-index.ts).
  const { labelsDigest, repeats, joined } = labelOrderFacts(chart.layout);
  chart.labelsDigest = labelsDigest;
  chart.repeats = repeats;
  scope.postMessage({ labelsDigest });
  // The layout goes first, its columns transferred (a structured copy of them costs the page's
  // thread as much as the worker's): the page draws its first frame from it. What is kept in the
  // browser's store is a copy of those columns, made before they leave.
  const { packed, transfer } = packChart(chart, joined);
  const keep = key ? copyOfPacked(packed) : undefined;
  scope.postMessage({ ok: true, chart: packed, kept: false }, transfer);
  // The hit-testing trees after it: the page needs them at its first pointer or key use, not for
  // its first frame (spatial-index.ts builds them itself if they have not come by then).
  const trees = seatMapTrees(chart.layout);
  const keptTrees = keep && copyOfTrees(trees);
  scope.postMessage({ trees }, treeBuffers(trees));
  if (key && keep) await keepLayout(key, { ...keep, rest: { ...keep.rest, trees: keptTrees } });
}

scope.onmessage = (event) => {
  layOut(event.data.drawing)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      scope.postMessage({ ok: false, message });
    })
    .finally(() => scope.close());
};
