// What the compact status snapshot weighs on the generated event (bench/reports-data.ts), with no
// service: each form of its columns and the form the service chooses, gzip and brotli, against
// the information-theoretic floor of the bench's states (docs/benchmarks.md):
//   npx tsx bench/map-wire-floor.ts     BENCH_SEATS (100000)  BENCH_SOLD (0,0.3,0.9)
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { flattenDrawing } from '../src/domain/drawing';
import { decodePacked } from '../src/domain/status-snapshot/column-forms';
import { encodeColumn } from '../src/domain/status-snapshot/columns';
import { labelOrderDigest, snapshotLabels } from '../src/domain/status-snapshot/label-digest';
import { compactSnapshotJson } from '../src/server/application/feed/compact-snapshot';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from '../src/server/application/wire-bytes';
import { reportsBenchDrawing, reportsBenchEvent } from './reports-data';

const SEATS = Number(process.env.BENCH_SEATS ?? 100_000);
const SOLD = (process.env.BENCH_SOLD ?? '0,0.3,0.9').split(',').map(Number);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
// As the service compresses.
const gzip = (text: string) => gzipSync(text, GZIP_OPTIONS).length;
const brotli = (text: string) => brotliCompressSync(text, BROTLI_OPTIONS).length;

/** Shannon entropy in bytes of `n` independent draws from `shares` (which sum to 1). */
const entropyBytes = (n: number, shares: number[]) =>
  (n * shares.reduce((bits, p) => (p > 0 ? bits - p * Math.log2(p) : bits), 0)) / 8;

const chart = flattenDrawing(reportsBenchDrawing(SEATS));
const digest = labelOrderDigest(snapshotLabels(chart.objects));
for (const sold of SOLD) {
  const { states, channels } = reportsBenchEvent(chart, sold);
  const chosen = compactSnapshotJson(1, digest, chart.objects, states, channels);
  const answer = JSON.parse(chosen);
  // The same answer with both columns dense, as before the forms.
  const dense = JSON.stringify({
    ...answer,
    state: encodeColumn(
      decodePacked(answer.state, answer.states.length, answer.objects) ?? [],
      answer.states.length,
    ),
    category: encodeColumn(
      decodePacked(answer.category, answer.categories.length, answer.objects) ?? [],
      answer.categories.length,
    ),
  });
  const form = (column: unknown) =>
    typeof column === 'string' ? 'dense' : 'runs' in (column as object) ? 'runs' : 'exceptions';
  // The bench draws each seat's status and channel independently (reports-data.ts): booked with
  // p = sold, held 0.05, free the rest; no channel 0.7, each of three 0.1. Categories follow
  // the ten sections (a few bytes). The floor is what any coding of those draws needs.
  const statusFloor = entropyBytes(SEATS, [sold, 0.05, 0.95 - sold]);
  const channelFloor = entropyBytes(SEATS, [0.7, 0.1, 0.1, 0.1]);
  // For comparison only: the same without channels (the map also reads them from the event).
  const unchanneled = compactSnapshotJson(1, digest, chart.objects, states, []);
  console.log(
    `${Math.round(sold * 100)} % booked: state ${form(answer.state)}, category ${form(answer.category)}; ` +
      `chosen ${kb(chosen.length)} raw, gzip ${kb(gzip(chosen))}, brotli ${kb(brotli(chosen))}; ` +
      `all dense ${kb(dense.length)} raw, gzip ${kb(gzip(dense))}, brotli ${kb(brotli(dense))}; ` +
      `floor: status ${kb(statusFloor)} + channel ${kb(channelFloor)} = ${kb(statusFloor + channelFloor)}; ` +
      `without channels gzip ${kb(gzip(unchanneled))}, brotli ${kb(brotli(unchanneled))}`,
  );
}
