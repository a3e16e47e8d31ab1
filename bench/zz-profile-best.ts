import { rmSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrawing } from '../src/domain/drawing';
import { createCompany } from '../src/server/application/accounts/accounts';
import { openBenchService } from './bench-service';

const SEATS = Number(process.env.SEATS ?? 100_000);
const REQS = Number(process.env.REQS ?? 1500);
const PREFILL = Number(process.env.PREFILL ?? 0.5);
const dir = mkdtempSync('/tmp/bestperf/db-');
const service = await openBenchService(`sqlite:${join(dir, 'b.db')}`);
const { deps, app } = service;
const company = await deps.store.transaction((tx) => createCompany(tx, 'B', deps.now()));
const key = company.workspace.secretKey;
await service.post('/system/public/charts/bench', generateDrawing({ seats: SEATS, sections: 10 }), key);
await service.post('/events', { chartKey: 'bench', eventKey: 'bench' }, key);
const headers = { authorization: `Basic ${btoa(`${key}:`)}`, 'content-type': 'application/json' };
const post = async (body: unknown) => {
  const t0 = performance.now();
  const r = await app.request('/events/bench/actions/book', { method: 'POST', headers, body: JSON.stringify(body) });
  await r.text();
  if (!r.ok) throw new Error(`${r.status}`);
  return performance.now() - t0;
};
// prefill: book seats via best available is slow; book with named seats
const { flattenDrawing } = await import('../src/domain/drawing');
const labels = flattenDrawing(generateDrawing({ seats: SEATS, sections: 10 })).objects.filter((o) => o.objectType === 'seat').map((o) => o.label);
const fill = Math.floor(labels.length * PREFILL);
const tf = performance.now();
for (let i = 0; i < fill; i += 1000) await post({ objects: labels.slice(i, Math.min(fill, i + 1000)) });
console.log('prefilled', fill, (performance.now() - tf).toFixed(0), 'ms');
let left = REQS;
const lat: number[] = [];
const t0 = performance.now();
await Promise.all(Array.from({ length: 64 }, async () => {
  while (left-- > 0) {
    try { lat.push(await post({ bestAvailable: { number: 4 } })); } catch { left = 0; }
    if (lat.length % 2500 === 0) { const now = performance.now(); console.log(lat.length, (now - (globalThis as any).last || 0).toFixed(0), 'ms', process.cpuUsage().user / 1000 | 0); (globalThis as any).last = now; }
  }
}));
const s = (performance.now() - t0) / 1000;
lat.sort((a, b) => a - b);
console.log(`${lat.length} req in ${s.toFixed(1)} s: ${(lat.length / s).toFixed(0)} req/s p50 ${lat[lat.length >> 1].toFixed(1)} p99 ${lat[Math.floor(lat.length * 0.99)].toFixed(1)}`);
await deps.store.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
