// Answers made of bytes kept in memory (application/wire-bytes.ts): the gzip or brotli copy made
// once is sent to a client whose Accept-Encoding chooses it, and with an entity tag a matching
// If-None-Match is a 304 without a body. A copy not made yet is made within the compression
// slots (application/compression-slots.ts); with none free, the plain bytes go out this time,
// and the compression middleware leaves them so.
import type { Context } from 'hono';
import { compressionSlots } from '../application/compression-slots';
import type { WireBytes } from '../application/wire-bytes';
import { COMPRESSION_FLOOR_BYTES, chooseEncoding, compressible } from './compression';
import type { AppEnv } from './context';
import { HTTP } from './errors';

const NOT_MODIFIED = 304;

/** The weak entity tag of these bytes (weak: the gzip and the plain bytes share it). */
export const entityTag = (wire: WireBytes) => `W/"${wire.digest}"`;

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2): `*` matches any current
 * representation; otherwise a comma-separated list of entity tags compared weakly (W/ ignored).
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque);
}

export interface WireAnswer {
  contentType: string;
  cacheControl: string;
  /** Send an ETag and answer a matching If-None-Match with 304. */
  etag?: boolean;
  /** Headers of the representation, sent with a 304 too (it updates the cached answer's). */
  headers?: Record<string, string>;
}

export async function answerWire(
  c: Context<AppEnv>,
  wire: WireBytes,
  how: WireAnswer,
): Promise<Response> {
  const headers: Record<string, string> = { ...how.headers, 'cache-control': how.cacheControl };
  if (how.etag) {
    headers.etag = entityTag(wire);
    if (noneMatchHits(c.req.header('if-none-match'), headers.etag)) {
      // A 304 carries what the 200 would have said about caching (RFC 9110 §15.4.5).
      return c.body(null, NOT_MODIFIED, { ...headers, vary: 'Accept-Encoding' });
    }
  }
  headers['content-type'] = how.contentType;
  const encoding =
    compressible(how.contentType) && wire.body.byteLength >= COMPRESSION_FLOOR_BYTES
      ? chooseEncoding(c.req.header('accept-encoding'))
      : undefined;
  const copy = encoding && wire.encoded(encoding, () => compressionSlots.tryTake());
  const body = copy ? await copy : wire.body;
  if (copy) headers['content-encoding'] = encoding as string;
  headers['content-length'] = String(body.byteLength);
  c.set('answeredAsKept', true);
  // Buffers from zlib and Buffer.from are never over a SharedArrayBuffer.
  return c.body(body as Uint8Array<ArrayBuffer>, HTTP.OK, headers);
}
