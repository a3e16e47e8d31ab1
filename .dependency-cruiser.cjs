// The house plan's arrows (docs/architecture.md), checked by `npm run check:boundaries`
// and early in `npm test`. Every arrow not listed as allowed fails the build, with the
// file, the import and the rule's name in the message. Type-only imports count as arrows
// too (tsPreCompilationDeps), except where a rule says otherwise.

/** Files that only tests load: they may reach into any layer, the HTTP layer included. */
const TEST_FILES = [
  '\\.test\\.tsx?$',
  '-test-kit\\.tsx?$',
  '^src/domain/reports/testdata/',
  '^bench/',
  '^e2e/',
];

/** The programs production code runs as: the service, its commands and the back office. */
const PRODUCTION_ENTRIES = [
  '^src/server/main\\.ts$',
  '^src/app/main\\.tsx$',
  '-cli\\.ts$',
  '^src/app/.*worker\\.ts$',
];

/** A rule that lets production code under `from` import only the paths in `allowed`. */
function onlyImports(name, from, allowed, comment) {
  return {
    name,
    severity: 'error',
    comment,
    from: { path: from, pathNot: TEST_FILES },
    to: { path: '^(src|bench|e2e)/', pathNot: allowed },
  };
}

/**
 * The use cases' areas (folders of src/server/application/), lowest first. An area imports only
 * areas of lower tiers: no two areas lean on each other, so each can be read from the bottom up.
 * A new area is placed here on purpose; `shared/` holds the records several areas read.
 */
const APPLICATION_TIERS = [
  ['states', 'idempotency', 'event-log', 'accounts'],
  ['shared', 'hold-tokens', 'staff'],
  ['charts', 'seasons', 'history', 'feed'],
  ['objects', 'reports'],
  ['events', 'bookings'],
  ['jobs'],
  // Removing a ticket buyer's ID releases its holds at once, with the hold sweep's own pass.
  ['ticket-buyers'],
];

/** One rule per tier: its areas may not import an area of the same or a higher tier. */
function applicationTierRules() {
  return APPLICATION_TIERS.map((tier, index) => ({
    name: 'application-areas-point-down',
    severity: 'error',
    comment: `${tier.join(', ')} may import only areas of lower tiers (APPLICATION_TIERS).`,
    from: { path: `^src/server/application/(${tier.join('|')})/`, pathNot: TEST_FILES },
    to: {
      path: `^src/server/application/(${APPLICATION_TIERS.slice(index).flat().join('|')})/`,
      pathNot: '^src/server/application/$1/',
    },
  }));
}

/**
 * The packages each browser-safe layer may import: a new one is a decision (add it here), not
 * an accident; a driver or a server package in them would break the back office's build.
 */
const BROWSER_PACKAGES = {
  contract: ['zod'],
  client: ['zod'],
  domain: ['flatbush', 'zod'],
  app: [
    '@tanstack/react-query',
    '@tanstack/react-virtual',
    'd3-selection',
    'd3-zoom',
    'idb-keyval',
    'react',
    'react-dom',
    'react-router',
    'recharts',
    'zod',
  ],
};

/** One rule per browser-safe layer: its production files import only its allowed packages. */
function browserPackageRules() {
  return Object.entries(BROWSER_PACKAGES).map(([layer, packages]) => ({
    name: `${layer}-packages-allow-list`,
    severity: 'error',
    comment: `src/${layer}/ imports only the packages BROWSER_PACKAGES allows it (${packages.join(', ')}).`,
    from: { path: `^src/${layer}/`, pathNot: TEST_FILES },
    to: { path: 'node_modules/', pathNot: `node_modules/(${packages.join('|')})/` },
  }));
}

module.exports = {
  forbidden: [
    onlyImports(
      'contract-imports-nothing-of-ours',
      '^src/contract/',
      ['^src/contract/'],
      'The wire schemas stand alone: the client, the domain and the back office build on them.',
    ),
    onlyImports(
      'client-imports-contract-only',
      '^src/client/',
      ['^src/(client|contract)/'],
      'The typed client is a thin layer over the wire schemas.',
    ),
    onlyImports(
      'domain-imports-contract-only',
      '^src/domain/',
      ['^src/(domain|contract)/'],
      'The domain is pure and browser-safe: shared by the service and the back office.',
    ),
    onlyImports(
      'app-imports-client-contract-domain',
      '^src/app/',
      ['^src/(app|client|contract|domain)/'],
      'The back office talks to the service over the wire only (client/), never to server code.',
    ),
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        'A feature folder stands alone: what two features share lives in src/app/components or src/app/lib.',
      from: { path: '^src/app/features/([^/]+)/', pathNot: TEST_FILES },
      to: { path: '^src/app/features/', pathNot: '^src/app/features/$1/' },
    },
    onlyImports(
      'store-imports-domain-contract',
      '^src/server/store/',
      ['^src/(domain|contract)/', '^src/server/store/', '^src/server/log\\.ts$'],
      'The Store port and its adapters know the domain (and write to the log), not the use cases or the routes.',
    ),
    onlyImports(
      'application-imports-domain-contract-store',
      '^src/server/application/',
      [
        '^src/(domain|contract)/',
        '^src/server/(application|store)/',
        '^src/server/(config|log|metrics)\\.ts$',
      ],
      'Use cases own transactions and throw domain errors; they never know about HTTP.',
    ),
    ...applicationTierRules(),
    onlyImports(
      'http-imports-application-domain-contract',
      '^src/server/http/',
      [
        '^src/(domain|contract)/',
        '^src/server/(http|application|store)/',
        '^src/server/(config|log)\\.ts$',
      ],
      'Routes parse the wire, call a use case and answer the wire.',
    ),
    {
      name: 'http-uses-store-types-only',
      severity: 'error',
      comment:
        'Routes may name Store types, but reach the store through the use cases (application/).',
      from: { path: '^src/server/http/', pathNot: TEST_FILES },
      // Two exceptions: how long a client waits after a 503 is the store's fact (how long a
      // database restart takes) that the HTTP layer's own 503s (deadline, health) repeat; and a
      // request's deadline is settled against the store's commit in one place (work-deadline).
      to: {
        path: '^src/server/store/',
        pathNot: '^src/server/store/(unavailable|work-deadline)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'only-main-and-tests-import-http',
      severity: 'error',
      comment: 'The HTTP layer is the outermost ring: only the entry point and tests start it.',
      from: {
        path: '^src/',
        pathNot: ['^src/server/http/', '^src/server/main\\.ts$', ...TEST_FILES],
      },
      to: { path: '^src/server/http/' },
    },
    {
      name: 'src-never-imports-bench-or-e2e',
      severity: 'error',
      comment: 'Benches and browser tests sit outside the product and its unit tests.',
      from: { path: '^src/' },
      to: { path: '^(bench|e2e)/' },
    },
    {
      name: 'browser-layers-use-no-node-module',
      severity: 'error',
      comment:
        'The contract, the client, the domain and the back office run in a browser: no Node module (crypto, fs, …); the service passes in what needs one.',
      from: { path: `^src/(${Object.keys(BROWSER_PACKAGES).join('|')})/`, pathNot: TEST_FILES },
      to: { dependencyTypes: ['core'] },
    },
    ...browserPackageRules(),
    {
      name: 'shared-app-code-imports-no-feature',
      severity: 'error',
      comment:
        'src/app/lib and src/app/components serve every feature; a feature import there would tie all of them to one.',
      from: { path: '^src/app/(lib|components)/', pathNot: TEST_FILES },
      to: { path: '^src/app/features/' },
    },
    {
      name: 'seat-map-through-its-door',
      severity: 'error',
      comment:
        'The seat map has one door, src/app/seat-map/index.ts: what it exports is the map the features may use; its rooms can move behind it. Workers, and what only they run, reach data/ directly (the door loads React and stylesheets, which a worker has no document for).',
      from: {
        path: '^src/',
        pathNot: [
          '^src/app/seat-map/',
          '-worker\\.ts$',
          '^src/app/features/charts/drawing-file\\.ts$',
          ...TEST_FILES,
        ],
      },
      to: { path: '^src/app/seat-map/', pathNot: '^src/app/seat-map/index\\.ts$' },
    },
    {
      name: 'batch-desk-through-its-door',
      severity: 'error',
      comment:
        'The batch desk has one door, src/app/features/batch-desk/index.ts (its page, which the router loads).',
      from: { path: '^src/', pathNot: ['^src/app/features/batch-desk/', ...TEST_FILES] },
      to: {
        path: '^src/app/features/batch-desk/',
        pathNot: '^src/app/features/batch-desk/index\\.ts$',
      },
    },
    {
      name: 'production-never-imports-test-support',
      severity: 'error',
      comment: 'Test kits, test services and fixtures generators are for tests only.',
      from: { path: '^src/', pathNot: TEST_FILES },
      to: { path: TEST_FILES },
    },
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment:
        'A cycle makes two files one: neither can be read, tested or moved without the other.',
      from: { path: '^src/', pathNot: TEST_FILES },
      to: { circular: true, viaOnly: { pathNot: TEST_FILES } },
    },
    {
      name: 'test-support-is-named-so',
      severity: 'error',
      comment:
        'A file no production entry point reaches is test support (or dead): name it *-test-kit.ts so every tool that reads names counts it as such, or delete it.',
      from: { path: PRODUCTION_ENTRIES },
      to: { path: '^src/', pathNot: [...TEST_FILES, ...PRODUCTION_ENTRIES], reachable: false },
    },
    {
      name: 'no-unresolvable-import',
      severity: 'error',
      comment: 'An import the checker cannot resolve would hide its arrow.',
      from: { path: '^(src|bench|e2e)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    exclude: { path: '^(node_modules|dist)/' },
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are arrows too: `import type` from a forbidden layer still couples it.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
