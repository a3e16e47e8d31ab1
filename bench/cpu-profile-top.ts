// The functions a V8 CPU profile spent most time in, self and total (with what they call), for
// reading bench/season-profile.ts's SEASON_CPU_PROFILE without DevTools.
// `npx tsx bench/cpu-profile-top.ts file.cpuprofile [rows]`.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = process.argv[2];
if (!file) throw new Error('usage: cpu-profile-top.ts file.cpuprofile [rows]');
const rows = Number(process.argv[3] ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const name = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/(src|bench|node_modules)\//, '$1/')}:${node.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
// Every sample counts the same (the mean interval): a delta stretched by the sampler being
// descheduled on a loaded machine would otherwise land on whatever ran next.
const interval =
  profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1000 / profile.samples.length;
profile.samples.forEach((id) => {
  const ms = interval;
  const node = byId.get(id);
  if (!node || node.callFrame.functionName === '(idle)') return;
  all += ms;
  self.set(name(node), (self.get(name(node)) ?? 0) + ms);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at) as ProfileNode);
    if (seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + ms);
  }
});
const top = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(9)} ms  ${key}`)
    .join('\n');
console.log(`busy ${all.toFixed(0)} ms\n-- self --\n${top(self)}\n-- total --\n${top(total)}`);
