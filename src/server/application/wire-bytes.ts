// An answer's bytes made once and sent many times: the body, a strong digest of it for the ETag,
// and its compressed copies (gzip, brotli) made on first demand and kept. zlib runs on the thread
// pool (a 13 MB drawing takes ~0.2 s to gzip, which must not stall other companies' requests), and
// callers asking while it runs share the one compression.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { type BrotliOptions, brotliCompress, constants, gzip, type ZlibOptions } from 'node:zlib';

/** zlib's gzip settings for every answer, compressed per request or once (http/compression.ts). */
export const GZIP_OPTIONS: ZlibOptions = { level: 6 };
// Brotli's default quality (11) is for files compressed once at build time, and takes seconds on
// a 2 MB script; 4 compresses a report about as small as gzip -6 at a fraction of the time.
export const BROTLI_OPTIONS: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

export type WireEncoding = 'gzip' | 'br';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESS: Record<WireEncoding, (body: Buffer) => Promise<Buffer>> = {
  gzip: (body) => gzipAsync(body, GZIP_OPTIONS),
  br: (body) => brotliAsync(body, BROTLI_OPTIONS),
};

export class WireBytes {
  /** sha256 of the body, base64url: equal digests mean equal bytes. */
  readonly digest: string;
  private readonly making = new Map<WireEncoding, Promise<Buffer>>();
  private readonly made = new Map<WireEncoding, Buffer>();

  /** `onGrown` hears when a compressed copy is made, so the cache holding these bytes can count it. */
  constructor(
    readonly body: Buffer,
    private readonly onGrown: (wire: WireBytes) => void = () => {},
  ) {
    this.digest = createHash('sha256').update(body).digest('base64url');
  }

  /** The memory held: the body, and its compressed copies once made. */
  get bytes(): number {
    let total = this.body.byteLength;
    for (const copy of this.made.values()) total += copy.byteLength;
    return total;
  }

  /** The gzip of the body, made once (concurrent callers wait for the same one). */
  gzip(): Promise<Buffer> {
    return this.encoded('gzip') as Promise<Buffer>;
  }

  /**
   * The body in `encoding`: the kept copy, or the compression in progress; else one started now
   * if `start` grants it (a compression slot: it is given back when done), else undefined.
   */
  encoded(encoding: WireEncoding, start: () => (() => void) | undefined = () => () => {}) {
    const known = this.making.get(encoding);
    if (known) return known;
    const release = start();
    if (!release) return undefined;
    const making = COMPRESS[encoding](this.body).then(
      (copy) => {
        release();
        this.made.set(encoding, copy);
        this.onGrown(this);
        return copy;
      },
      (error: unknown) => {
        release();
        this.making.delete(encoding); // the next caller tries again
        throw error;
      },
    );
    this.making.set(encoding, making);
    return making;
  }
}
