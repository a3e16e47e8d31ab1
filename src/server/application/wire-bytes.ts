// An answer's bytes made once and sent many times: the body, a strong digest of it for the ETag,
// and its gzip made on first demand. zlib runs on the thread pool (a 13 MB drawing takes ~0.2 s
// to gzip, which must not stall other companies' requests), and callers asking while it runs
// share the one compression.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, type ZlibOptions } from 'node:zlib';

/** zlib's gzip settings for every answer, compressed per request or once (http/compression.ts). */
export const GZIP_OPTIONS: ZlibOptions = { level: 6 };

const gzipAsync = promisify(gzip);

export class WireBytes {
  /** sha256 of the body, base64url: equal digests mean equal bytes. */
  readonly digest: string;
  private gzipping: Promise<Buffer> | undefined;
  private gzipped: Buffer | undefined;

  /** `onGzipped` hears when the gzip is made, so the cache holding these bytes can count it. */
  constructor(
    readonly body: Buffer,
    private readonly onGzipped: (wire: WireBytes) => void = () => {},
  ) {
    this.digest = createHash('sha256').update(body).digest('base64url');
  }

  /** The memory held: the body, and its gzip once made. */
  get bytes(): number {
    return this.body.byteLength + (this.gzipped?.byteLength ?? 0);
  }

  /** The gzip of the body, made once (concurrent callers wait for the same one). */
  gzip(): Promise<Buffer> {
    this.gzipping ??= gzipAsync(this.body, GZIP_OPTIONS).then(
      (made) => {
        this.gzipped = made;
        this.onGzipped(this);
        return made;
      },
      (error: unknown) => {
        this.gzipping = undefined; // the next caller tries again
        throw error;
      },
    );
    return this.gzipping;
  }
}
