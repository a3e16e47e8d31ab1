// The layout worker: parses a drawing's bytes and lays it out away from the page's thread, so a
// venue of 100,000 seats (or a hostile 200,000-object drawing) never freezes the page. A layout
// of exactly these bytes made by this very build is taken from the browser's store instead
// (lib/layout-cache.ts); a fresh one is answered first, its hit-testing trees next, and both are
// kept after. The digest of the label order goes ahead of a fresh layout, and is kept with it.
// The event's status snapshot, when the page sends it, is read here against the layout's own
// label order while the page unpacks (snapshot-columns.ts); the worker then ends.

import { seatMapTrees } from '../../../domain/seat-map/spatial-index';
import { keepLayout, layoutKey, readKeptLayout } from '../../lib/layout-cache';
import { chartMapOfText, type LaidOutChart, labelOrderFacts } from './chart-map';
import { giveRepeats, labelIndexOf } from './label-index';
import type { LayoutReply, LayoutRequest, SnapshotAsk } from './lay-out-drawing';
import {
  buffersOf,
  copyOfPacked,
  copyOfTrees,
  isPackedChart,
  packChart,
  treeBuffers,
} from './layout-transfer';
import {
  columnBuffers,
  orderOfObjects,
  orderOfPacked,
  type SnapshotOrder,
  snapshotColumns,
} from './snapshot-columns';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(reply: LayoutReply, transfer?: Transferable[]): void;
  close(): void;
  location: { pathname: string };
};

/** How long the worker waits, its layout answered, for the page to send the status snapshot. */
const SNAPSHOT_WAIT_MS = 5_000;

/**
 * The build of the layout code: the production worker's file name carries its content's hash.
 * The development server names it by its source path, whatever it holds, so nothing is kept there.
 */
const build = import.meta.env.DEV ? undefined : scope.location.pathname;

/** The label order the snapshot is read against, made at its first use. */
let orderOf: (() => SnapshotOrder) | undefined;
let asked: SnapshotAsk | undefined;
let read = false;
let heard = () => {};

function readAsked(): void {
  if (read || !asked || !orderOf) return;
  read = true;
  try {
    const columns = snapshotColumns(asked.snapshot, orderOf(), asked.channels ?? []);
    scope.postMessage({ columns }, columnBuffers(columns));
  } catch (error) {
    // The page reads the snapshot itself, and says what is wrong with it.
    scope.postMessage({ columnsFailed: error instanceof Error ? error.message : String(error) });
  }
  heard();
}

/** Lets a snapshot the page sent meanwhile in before the worker's next long step. */
const messagesIn = () => new Promise((done) => setTimeout(done, 0));

async function layOut(drawing: ArrayBuffer): Promise<void> {
  const key = build ? await layoutKey(build, drawing) : undefined;
  const kept = key ? await readKeptLayout(key) : undefined;
  if (isPackedChart(kept) && kept.labelsDigest) {
    // Its buffers are transferred; the snapshot is read against a copy of its columns.
    const copy = copyOfPacked(kept);
    const digest = kept.labelsDigest;
    scope.postMessage({ ok: true, chart: kept, kept: true }, buffersOf(kept));
    orderOf = () => orderOfPacked(copy, digest);
    readAsked();
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
  giveRepeats(chart.layout, repeats);
  orderOf = () => {
    const { firsts, labels } = labelIndexOf(chart.layout);
    return orderOfObjects(firsts, labels, labelsDigest);
  };
  // The snapshot before the trees: the page is unpacking, and colours its first frame with it.
  await messagesIn();
  readAsked();
  // The hit-testing trees after it: the page needs them at its first pointer or key use, not for
  // its first frame (spatial-index.ts builds them itself if they have not come by then).
  const trees = seatMapTrees(chart.layout);
  const keptTrees = keep && copyOfTrees(trees);
  scope.postMessage({ trees }, treeBuffers(trees));
  if (key && keep) await keepLayout(key, { ...keep, rest: { ...keep.rest, trees: keptTrees } });
}

/** Until the page's snapshot is read, or SNAPSHOT_WAIT_MS. */
function snapshotRead(): Promise<void> {
  if (read) return Promise.resolve();
  return new Promise((done) => {
    heard = done;
    setTimeout(done, SNAPSHOT_WAIT_MS);
  });
}

scope.onmessage = (event) => {
  const request = event.data;
  if ('snapshot' in request) {
    asked = request;
    readAsked();
    return;
  }
  layOut(request.drawing)
    .then(snapshotRead)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      scope.postMessage({ ok: false, message });
    })
    .finally(() => {
      // Said before ending, so that a snapshot sent from now on is read on the page at once.
      scope.postMessage({ ended: true });
      scope.close();
    });
};
