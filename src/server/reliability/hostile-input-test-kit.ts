// fast-check generators of hostile HTTP input. Most inputs are near misses (a valid request with
// one thing wrong), so they get past the first check and exercise the deeper ones; the rest are
// plainly absurd (deep nesting, huge arrays, bytes that are not JSON, broken percent-encodings).
import fc from 'fast-check';
import type { Route } from './reliability-test-kit';

/** What the generators may name: real keys and labels of the test world, per path parameter. */
export interface RouteWorld {
  values: Record<string, string[]>;
  workspaceKey: string;
  /** A body that passes validation for the route, naming the resource `key`. */
  sampleBody(route: Route, key: string): unknown;
}

/** Already percent-encoded; some are broken on purpose. */
const ODD_ENCODINGS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%2F',
  '%2e%2e',
  '%C0%AF',
  '%FF%FE',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '+',
  '%2B',
  '%25',
  '%u0041',
  '..',
  '.',
  'a%2Fb',
  '%0D%0ASet-Cookie:%20x=1',
];

const SPECIAL_TEXT = [
  '',
  ' ',
  'NO_CHANNEL',
  'NO_CATEGORY',
  '__proto__',
  'constructor',
  'toString',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE events; --",
  'A-1\u0000',
  '\u202eA-1',
  'Ａ-１',
  'A-1 ',
  '\uFEFFA-1',
  '😀'.repeat(50),
  'a'.repeat(70_000),
];

/** Text a client might send where a key or a label goes. */
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 200, maxLength: 3000 }) },
);

const nested = (depth: number): unknown => {
  let value: unknown = 'A-1';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/**
 * Stands for a value nested far deeper than any JS structure could be stringified; the body's
 * text gets the nesting spliced in where this string lands.
 */
const DEEP = '\u0000deep\u0000';

/** A JSON value of the wrong type, size or shape. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(DEEP) },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, '', '0'),
  },
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.array(hostileText, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 70 }).map(nested) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array(100_000).fill('A-1'),
      Array(20_000).fill({ objectId: 'GA1', quantity: 1 }),
      Array(50_000).fill(0),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  },
);

/** One path segment, percent-encoded or deliberately broken. */
export function hostileSegment(
  world: RouteWorld,
  name: string,
  choices?: string[],
): fc.Arbitrary<string> {
  const real = choices ?? world.values[name] ?? ['A-1'];
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...real).map(encodeURIComponent) },
    { weight: 3, arbitrary: hostileText.map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_ENCODINGS) },
  );
}

const QUERY_KEYS = [
  'label',
  'limit',
  'start_after_id',
  'end_before_id',
  'expand',
  'filter',
  'bookWholeTables',
  'version',
  '__proto__',
  'constructor',
];

export function hostileQuery(): fc.Arbitrary<string> {
  const part = fc.oneof(
    { weight: 3, arbitrary: hostileText.map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_ENCODINGS) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('A-1', 'GA1', 'objects', 'events', '10', '-1', '1e400', 'true'),
    },
  );
  const key = fc.oneof(fc.constantFrom(...QUERY_KEYS), part);
  return fc
    .array(fc.tuple(key, fc.option(part, { nil: undefined })), { maxLength: 6 })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([k, v]) => (v === undefined ? k : `${k}=${v}`)).join('&')}`,
    );
}

/** Header values must be printable: the Request constructor refuses the rest before the app. */
const headerText = fc
  .string({ unit: 'grapheme-ascii', maxLength: 60 })
  .map((text) => text.replace(/[^\x20-\x7e]/g, ''));

export function hostileHeaders(world: RouteWorld): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      'content-type': fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'garbage/garbage',
        '',
      ),
      'x-workspace-key': fc.oneof(fc.constant(world.workspaceKey), headerText),
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x'),
      accept: fc.constantFrom('text/csv', 'application/xml', '*/*'),
    },
    { requiredKeys: [] },
  );
}

/** Every path into a JSON value, for picking the place a mutation lands. */
function pathsOf(
  value: unknown,
  prefix: Array<string | number> = [],
): Array<Array<string | number>> {
  const paths = [prefix];
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [i, v] as const)
      : Object.entries(value);
    for (const [k, v] of entries) paths.push(...pathsOf(v, [...prefix, k]));
  }
  return paths;
}

type Mutation = 'replace' | 'delete' | 'add';

function mutate(
  body: unknown,
  pick: number,
  how: Mutation,
  value: unknown,
  field: string,
): unknown {
  const paths = pathsOf(body);
  const path = paths[pick % paths.length];
  if (path.length === 0) return how === 'add' ? { ...(body as object), [field]: value } : value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (how === 'delete') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else if (how === 'add' && parent[last] && typeof parent[last] === 'object') {
    (parent[last] as Record<string, unknown>)[field] = value;
  } else {
    parent[last] = value;
  }
  return copy;
}

/** `{"a":1}` → `{"a":1,"a":<value>}`: JSON.parse keeps the last one. */
function duplicateFirstKey(text: string, value: unknown): string {
  const match = /^\{("(?:[^"\\]|\\.)*"):/.exec(text);
  if (!match) return text;
  return `{${match[1]}:${JSON.stringify(value)},${text.slice(1)}`;
}

const NOT_JSON = [
  '{',
  '{"objects":',
  'undefined',
  'NaN',
  "{'objects':['A-1']}",
  '[1,]',
  'objects=A-1&status=booked',
  '\uFEFF{}',
  '{"objects":["A-1"]}garbage',
  '1e999',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
];

export function hostileBody(world: RouteWorld, route: Route): fc.Arbitrary<string | undefined> {
  const sample = fc
    .constantFrom(...(world.values.key ?? ['x']))
    .map((key) => world.sampleBody(route, key) ?? {});
  const depth = fc.integer({ min: 60, max: 200_000 });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(
          sample,
          fc.nat(),
          fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'add'),
          hostileValue,
          hostileText,
          depth,
        )
        .map(([body, pick, how, value, field, n]) =>
          JSON.stringify(mutate(body, pick, how, value, field) ?? null).replace(
            JSON.stringify(DEEP),
            () => `${'{"a":['.repeat(n)}1${']}'.repeat(n)}`,
          ),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(sample, hostileValue)
        .map(([body, value]) => duplicateFirstKey(JSON.stringify(body), value)),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        depth.map((n) => '['.repeat(n) + ']'.repeat(n)),
        depth.map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(...NOT_JSON),
        fc.string({ unit: 'binary', maxLength: 50 }),
      ),
    },
  );
}
