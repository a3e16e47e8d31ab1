// Answers sized for a real network: JSON, CSV, scripts, styles and HTML are compressed when the
// client accepts it (gzip preferred, then brotli), as they are made: a streamed report is
// compressed slice by slice, never held whole in memory. Answers under a floor are sent as they
// are, since compressing them costs more time than the bytes it saves. The seats.io SDKs (axios)
// accept gzip and brotli and decode them transparently. See docs/deployment.md.
import { Duplex } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compressionSlots } from '../application/compression-slots';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from '../application/wire-bytes';
import type { AppEnv } from './context';
import { isStreamedBody } from './lanes';

/** Answers smaller than this many bytes go out uncompressed. */
export const COMPRESSION_FLOOR_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+json)|image\/svg\+xml)/i;

/** Whether answers of this content type are worth compressing (text, not images or fonts). */
export const compressible = (contentType: string) => COMPRESSIBLE.test(contentType);

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header, or undefined for none. Gzip wins a
 * tie: streamed through zlib, brotli (quality 4) made a 77 MB report only 15% smaller than gzip
 * for twice gzip's added CPU (bench:compression), and CPU is what other companies wait on. `q=0`
 * refuses an encoding, `*` stands for the ones not named.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const candidate of ['gzip', 'br'] as const) {
    if (weightOf(candidate) > 0 && (!best || weightOf(candidate) > weightOf(best)))
      best = candidate;
  }
  return best;
}

/** zlib's settings per encoding; bench:compression's floor uses the same. */
export { BROTLI_OPTIONS, GZIP_OPTIONS };

function compressor(encoding: Encoding) {
  return encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
}

/**
 * Gathers a streamed report's slices (a few hundred bytes each) into blocks of `bytes` before they
 * reach zlib: fed slice by slice, zlib's per-call cost made a 77 MB report cost 15 times the CPU
 * of writing it (bench:compression).
 */
function batched(bytes = 64 * 1024): TransformStream<Uint8Array, Uint8Array> {
  let parts: Uint8Array[] = [];
  let length = 0;
  const emit = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (length === 0) return;
    controller.enqueue(Buffer.concat(parts, length));
    parts = [];
    length = 0;
  };
  return new TransformStream({
    transform(chunk, controller) {
      parts.push(chunk);
      length += chunk.byteLength;
      if (length >= bytes) emit(controller);
    },
    flush: emit,
  });
}

export function compression(floorBytes = COMPRESSION_FLOOR_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!compressible(type)) return;
    // Whatever is chosen, a cache in between must keep the answers per Accept-Encoding apart.
    res.headers.append('vary', 'Accept-Encoding');
    if (c.get('answeredAsKept')) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (
      !encoding ||
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('content-encoding') ||
      /no-transform/i.test(res.headers.get('cache-control') ?? '') ||
      !res.body
    ) {
      return;
    }
    let body: ReadableStream<Uint8Array> = res.body;
    const declared = res.headers.get('content-length');
    if (declared !== null ? Number(declared) < floorBytes : !isStreamedBody(body)) {
      // A whole answer without a length (c.json) is read to learn its size: these are small, the
      // big ones are streamed. Too small to be worth it: sent as read.
      const bytes = new Uint8Array(await new Response(body).arrayBuffer());
      if (bytes.byteLength < floorBytes) {
        c.res = new Response(bytes, res);
        return;
      }
      body = new Response(bytes).body as ReadableStream<Uint8Array>;
    }
    // Past the bound on compressions at once, the answer goes out as it is rather than queue.
    const release = compressionSlots.tryTake();
    if (!release) {
      if (body !== res.body) c.res = new Response(body, res);
      return;
    }
    const zlib = compressor(encoding);
    zlib.once('close', release); // after its end, or when the client went away
    // Hono carries the old answer's headers over to the new one: these are changed in place.
    res.headers.delete('content-length');
    res.headers.set('content-encoding', encoding);
    const compressed = body
      .pipeThrough(batched())
      .pipeThrough(Duplex.toWeb(zlib) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
    c.res = new Response(compressed, res);
  };
}
