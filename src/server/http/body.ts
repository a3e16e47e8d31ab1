// Request bodies: parsed as JSON whatever the Content-Type says (the SDKs send JSON as
// application/x-www-form-urlencoded), empty bodies accepted, validated with the contract's zod
// schemas so that a refusal names the field.
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, bodyTooLarge } from './errors';

/**
 * Nesting allowed in a body. Drawings nest about 10 deep; deeper input only costs: JSON.parse
 * spends seconds on millions of `[`, and storing the result overflows JSON.stringify's stack.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The body's bytes. With a Content-Length the limit was checked before the route ran; a chunked
 * body is counted while it streams and refused as soon as it passes the limit.
 */
export async function readBytes(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  const limit = c.get('bodyLimit') as number | undefined;
  // Ask for the Content-Length before touching `raw.body`: reading that property makes the Node
  // adapter build a whole WHATWG Request and stream, which cost more than the booking itself.
  if (!limit || c.req.header('content-length') !== undefined) {
    return new Uint8Array(await c.req.arrayBuffer());
  }
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Bodies read before the route parses them (the Idempotency-Key check digests them first). */
const readEarly = new WeakMap<Request, Promise<string>>();

/** The body as text, read once per request whoever asks first. */
export function readText(c: Context): Promise<string> {
  const early = readEarly.get(c.req.raw);
  if (early) return early;
  // The common case, a JSON body with a Content-Length, stays on Hono's own text reader.
  const text =
    c.req.header('content-length') !== undefined
      ? c.req.text()
      : readBytes(c).then((bytes) => new TextDecoder().decode(bytes));
  readEarly.set(c.req.raw, text);
  return text;
}

/** Bodies parsed before their route asked (http/big-bodies.ts): the value, or the refusal. */
const parsedEarly = new WeakMap<Request, { value: unknown } | { error: unknown }>();

/** Reads and parses the body now; the route's readJson then answers what was found. */
export async function parseBodyEarly(c: Context): Promise<void> {
  const text = await readText(c);
  try {
    parsedEarly.set(c.req.raw, { value: parseJsonText(text) });
  } catch (error) {
    parsedEarly.set(c.req.raw, { error });
  }
}

export async function readJson(c: Context): Promise<unknown> {
  const early = parsedEarly.get(c.req.raw);
  if (early && 'error' in early) throw early.error;
  if (early) return early.value;
  return parseJsonText(await readText(c));
}

/** A body's text as JSON (undefined when blank), refused by name when it cannot be stored. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw badRequest(
      `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`,
      'JSON_TOO_DEEP',
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badRequest(
      `The request body is not valid JSON: ${(error as Error).message}`,
      'INVALID_JSON',
    );
  }
  // JSON.parse keeps "__proto__" as a plain key, but copying it into a new object (as validation
  // does) sets the prototype instead: the entry would vanish silently. Refuse it openly.
  if (text.includes('"__proto__"') && hasProtoKey(value)) {
    throw badRequest(
      'The request body uses the key "__proto__", which is not accepted',
      'FORBIDDEN_JSON_KEY',
    );
  }
  // JSON cannot hold a raw U+0000, only its escape; PostgreSQL cannot store it in text.
  if (text.includes('\\u0000') && holdsNul(value)) {
    throw badRequest(
      'The request body holds the character U+0000 (\\u0000), which is not accepted',
      'NUL_CHARACTER',
    );
  }
  return value;
}

/** Depth is bounded by MAX_JSON_DEPTH here, so recursion is safe. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object') return false;
  if (!Array.isArray(value) && Object.keys(value).some((key) => key.includes('\0'))) return true;
  return Object.values(value).some(holdsNul);
}

/** One pass over the text, skipping strings; no parse needed to refuse a too deep body. */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/** Depth is bounded by MAX_JSON_DEPTH here, so recursion is safe. */
function hasProtoKey(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (!Array.isArray(value) && Object.hasOwn(value, '__proto__')) return true;
  return Object.values(value).some(hasProtoKey);
}

export async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  emptyAs: unknown = {},
): Promise<z.infer<S>> {
  const raw = await readJson(c);
  return validate(schema, raw === undefined ? emptyAs : raw, 'body');
}

/**
 * Validation stops at the first problem: only the first issue is ever shown, and collecting one
 * per bad element of a 1 MB array took seconds of the one thread every company shares. zod 4
 * stops arrays and objects at their first failed entry under `abortEarly`; the public
 * `z.validate` sets it but answers only a boolean, so it is passed to `safeParse` here (reliability/hostile-bodies.test.ts
 * proves it still works after a zod upgrade). Records are kept small by their bounds instead.
 */
// `async` first: zod copies the context as `{...ctx, async: false}`, and a context of any other
// shape made every parse of a booking body 5 to 10 times slower (measured, zod 4.6).
const FIRST_PROBLEM = { async: false, abortEarly: true } as z.core.ParseContext<z.core.$ZodIssue>;

export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
): z.infer<S> {
  const parsed = schema.safeParse(value, FIRST_PROBLEM);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = [where, ...issue.path.map(String)].join('.');
  throw badRequest(`${path}: ${issue.message}`);
}

/** Hono hands path segments decoded; a malformed escape (`%E0%A4%A`) would throw deeper down. */
export function param(c: Context, name: string): string {
  const value = c.req.param(name);
  if (value === undefined) throw badRequest(`Missing path parameter ${name}`);
  return value;
}
