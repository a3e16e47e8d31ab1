// The boundary check can fail: each rule of .dependency-cruiser.cjs is run against a small
// throwaway tree that holds one forbidden arrow and one allowed arrow, and must name exactly the
// forbidden one. (`npm run check:boundaries` runs the same rules over the real tree.)
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, beforeAll, expect, test } from 'vitest';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IFlattenedRuleSet['forbidden'];
  options: { exclude: { path: string }; tsPreCompilationDeps: boolean };
};

interface Arrow {
  from: string;
  to: string;
  typeOnly?: boolean;
  /** The rule that must reject it; absent when the arrow is allowed. */
  rule?: string;
  /** Closes a cycle whose violation is named at its other arrow. */
  closesCycle?: true;
}

const arrows: Arrow[] = [
  {
    from: 'src/contract/a.ts',
    to: 'src/domain/model.ts',
    rule: 'contract-imports-nothing-of-ours',
  },
  { from: 'src/contract/b.ts', to: 'src/contract/c.ts' },
  { from: 'src/client/a.ts', to: 'src/domain/model.ts', rule: 'client-imports-contract-only' },
  { from: 'src/client/b.ts', to: 'src/contract/c.ts' },
  { from: 'src/domain/a.ts', to: 'src/server/log.ts', rule: 'domain-imports-contract-only' },
  { from: 'src/domain/b.ts', to: 'src/contract/c.ts' },
  {
    from: 'src/app/lib/a.ts',
    to: 'src/server/config.ts',
    typeOnly: true,
    rule: 'app-imports-client-contract-domain',
  },
  { from: 'src/app/lib/b.ts', to: 'src/client/c.ts' },
  { from: 'src/app/features/x/a.ts', to: 'src/app/features/y/b.ts', rule: 'no-feature-to-feature' },
  { from: 'src/app/features/x/c.ts', to: 'src/app/features/x/d.ts' },
  { from: 'src/app/features/x/e.ts', to: 'src/app/lib/f.ts' },
  {
    from: 'src/server/store/a.ts',
    to: 'src/server/application/b.ts',
    rule: 'store-imports-domain-contract',
  },
  { from: 'src/server/store/c.ts', to: 'src/domain/model.ts' },
  { from: 'src/server/store/d.ts', to: 'src/server/log.ts' },
  {
    from: 'src/server/application/a.ts',
    to: 'src/server/http/app.ts',
    rule: 'only-main-and-tests-import-http',
  },
  {
    from: 'src/server/application/b.ts',
    to: 'src/server/main.ts',
    rule: 'application-imports-domain-contract-store',
  },
  { from: 'src/server/application/c.ts', to: 'src/server/log.ts' },
  { from: 'src/server/application/d.ts', to: 'src/server/store/port.ts' },
  { from: 'src/server/http/a.ts', to: 'src/server/store/e.ts', rule: 'http-uses-store-types-only' },
  { from: 'src/server/http/b.ts', to: 'src/server/store/port.ts', typeOnly: true },
  { from: 'src/server/http/e.ts', to: 'src/server/store/unavailable.ts' },
  { from: 'src/server/http/c.ts', to: 'src/server/application/d.ts' },
  {
    from: 'src/server/http/d.ts',
    to: 'src/server/service-test-kit.ts',
    rule: 'http-imports-application-domain-contract',
  },
  { from: 'src/server/main.ts', to: 'src/server/http/app.ts' },
  { from: 'src/server/application/e.test.ts', to: 'src/server/http/f-test-kit.ts' },
  { from: 'src/server/service-test-kit.ts', to: 'src/server/http/app.ts' },
  { from: 'bench/a.ts', to: 'src/server/http/app.ts' },
  { from: 'src/server/b.test.ts', to: 'bench/c.ts', rule: 'src-never-imports-bench-or-e2e' },
  { from: 'src/server/log.ts', to: 'src/server/missing-file', rule: 'no-unresolvable-import' },
  { from: 'src/domain/n.ts', to: 'node:crypto', rule: 'browser-layers-use-no-node-module' },
  { from: 'src/domain/p.ts', to: 'better-sqlite3', rule: 'domain-packages-allow-list' },
  { from: 'src/domain/q.ts', to: 'flatbush' },
  { from: 'src/app/lib/n.ts', to: 'node:fs', rule: 'browser-layers-use-no-node-module' },
  { from: 'src/app/lib/p.ts', to: 'pg', rule: 'app-packages-allow-list' },
  { from: 'src/app/lib/q.ts', to: 'react' },
  { from: 'src/contract/n.ts', to: 'node:crypto', rule: 'browser-layers-use-no-node-module' },
  { from: 'src/contract/p.ts', to: 'better-sqlite3', rule: 'contract-packages-allow-list' },
  { from: 'src/contract/q.ts', to: 'zod' },
  { from: 'src/client/n.ts', to: 'node:fs', rule: 'browser-layers-use-no-node-module' },
  { from: 'src/client/p.ts', to: 'hono', rule: 'client-packages-allow-list' },
  {
    from: 'src/app/lib/g.ts',
    to: 'src/app/features/x/h.ts',
    rule: 'shared-app-code-imports-no-feature',
  },
  { from: 'src/app/components/g.ts', to: 'src/app/lib/b.ts' },
  {
    from: 'src/domain/t.ts',
    to: 'src/domain/status/chart-test-kit.ts',
    rule: 'production-never-imports-test-support',
  },
  {
    from: 'src/server/application/x.ts',
    to: 'src/server/application/y.ts',
    rule: 'no-import-cycle',
  },
  // The way back closes the cycle; the checker names the cycle once, at the arrow above.
  { from: 'src/server/application/y.ts', to: 'src/server/application/x.ts', closesCycle: true },
  { from: 'src/server/application/z.test.ts', to: 'src/server/application/w-test-kit.ts' },
  { from: 'src/server/application/w-test-kit.ts', to: 'src/server/application/z.test.ts' },
  // Application areas point down their tiers: seasons build on shared records, not on events.
  {
    from: 'src/server/application/seasons/a.ts',
    to: 'src/server/application/events/b.ts',
    rule: 'application-areas-point-down',
  },
  {
    from: 'src/server/application/charts/c.ts',
    to: 'src/server/application/seasons/d.ts',
    rule: 'application-areas-point-down',
  },
  { from: 'src/server/application/events/e.ts', to: 'src/server/application/seasons/f.ts' },
  { from: 'src/server/application/seasons/g.ts', to: 'src/server/application/seasons/h.ts' },
  // The seat map and the batch desk are entered through their index only (workers excepted).
  {
    from: 'src/app/features/x/m.ts',
    to: 'src/app/seat-map/data/inner.ts',
    rule: 'seat-map-through-its-door',
  },
  { from: 'src/app/features/x/n.ts', to: 'src/app/seat-map/index.ts' },
  { from: 'src/app/seat-map/data/o.ts', to: 'src/app/seat-map/render/p.ts' },
  { from: 'src/app/features/x/q-worker.ts', to: 'src/app/seat-map/data/r.ts' },
  {
    from: 'src/app/r.ts',
    to: 'src/app/features/batch-desk/rows/t.ts',
    rule: 'batch-desk-through-its-door',
  },
  { from: 'src/app/s.ts', to: 'src/app/features/batch-desk/index.ts' },
  { from: 'src/app/features/batch-desk/map/u.ts', to: 'src/app/features/batch-desk/rows/t.ts' },
  // Reachability: a file only tests load must be named as test support.
  { from: 'src/server/main.ts', to: 'src/server/reached.ts' },
  { from: 'src/server/application/v.test.ts', to: 'src/server/application/helper-for-tests.ts' },
];

/** Judged over the whole tree, not per arrow: every file no entry point reaches. */
const REACHABILITY = 'test-support-is-named-so';

/** A package or Node module, not a file of the throwaway tree. */
const isBare = (to: string) => !to.startsWith('src/') && !to.startsWith('bench/');

let root: string;
let result: ICruiseResult;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'seatdesk-boundaries-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const imports = new Map<string, string[]>();
  for (const { from, to, typeOnly } of arrows) {
    let specifier = isBare(to) ? to : relative(dirname(from), to).replace(/\.ts$/, '');
    if (!isBare(to) && !specifier.startsWith('.')) specifier = `./${specifier}`;
    const line = typeOnly
      ? `import type { T } from '${specifier}';\nexport type U = T;`
      : `import { v } from '${specifier}';\nexport const w = v;`;
    imports.set(from, [...(imports.get(from) ?? []), line]);
  }
  const files = new Set(arrows.flatMap(({ from, to }) => [from, to]));
  for (const file of files) {
    if (file.endsWith('missing-file') || isBare(file)) continue;
    const lines = imports.get(file) ?? [];
    write(file, `${lines.join('\n')}\nexport const v = 1;\nexport type T = number;\n`);
  }
  // The packages resolve as they do in the real tree.
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
  const cruised = await cruise(
    ['src', 'bench'],
    {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      exclude: config.options.exclude,
      tsPreCompilationDeps: config.options.tsPreCompilationDeps,
    },
    { extensions: ['.ts', '.tsx', '.js'] },
  );
  result = cruised.output as ICruiseResult;
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

test.each(arrows.filter((arrow) => !arrow.closesCycle))('$from → $to: $rule', ({ from, rule }) => {
  // Each file holds one import, so every violation from `from` is about this arrow.
  const named = result.summary.violations
    .filter((v) => v.from === from && v.rule.name !== REACHABILITY)
    .map((v) => v.rule.name);
  if (rule) expect(named).toContain(rule);
  else expect(named).toEqual([]);
});

test('a file no production entry point reaches must be named as test support', () => {
  const flagged = result.summary.violations
    .filter((v) => v.rule.name === REACHABILITY)
    .map((v) => v.from);
  expect(flagged).toContain('src/server/application/helper-for-tests.ts');
  for (const named of [
    'src/server/main.ts',
    'src/server/reached.ts',
    'src/server/application/w-test-kit.ts',
    'src/server/application/v.test.ts',
  ]) {
    expect(flagged).not.toContain(named);
  }
});
