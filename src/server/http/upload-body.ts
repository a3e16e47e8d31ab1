// The chart upload's body: a designer drawing of up to tens of megabytes, plain or gzipped
// (`Content-Encoding: gzip`, as box-office tools send large files). A gzipped body is inflated as
// it streams and refused as soon as its inflated bytes pass the route's limit, so a small body
// that inflates to gigabytes (a "zip bomb") costs no more than a plain body at the limit.
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Context } from 'hono';
import { parseJsonText, readJson } from './body';
import { badRequest, bodyTooLarge, HTTP, HttpError } from './errors';

export async function readUploadJson(c: Context): Promise<unknown> {
  const encoding = (c.req.header('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return readJson(c);
  if (encoding !== 'gzip') {
    throw new HttpError(
      HTTP.UNSUPPORTED_MEDIA_TYPE,
      'UNSUPPORTED_CONTENT_ENCODING',
      `Content-Encoding ${encoding} is not accepted; send the drawing as it is or gzipped (gzip)`,
    );
  }
  return parseJsonText(await inflated(c, c.get('bodyLimit') as number));
}

async function inflated(c: Context, limit: number): Promise<string> {
  const body = c.req.raw.body;
  if (!body) return '';
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream);
  // A client gone mid-body ends the inflation too, instead of leaving it waiting.
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > limit) throw bodyTooLarge(limit);
      chunks.push(chunk);
    }
  } catch (error) {
    gunzip.destroy();
    if (error instanceof HttpError) throw error;
    throw badRequest(
      `The request body is not valid gzip: ${(error as Error).message}`,
      'INVALID_GZIP',
    );
  }
  return Buffer.concat(chunks).toString('utf8');
}
