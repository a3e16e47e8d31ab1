// Serves the built back office under /app/ (the single-page app falls back to index.html) with a
// Content-Security-Policy that allows only this origin's scripts, plus the seats.io regions the
// app may talk to directly.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { InFlight } from '../application/in-flight';
import { RevisionLru } from '../application/revision-lru';
import { WireBytes } from '../application/wire-bytes';
import type { AppEnv } from './context';
import { answerWire } from './wire-answer';

/** What the hashed files' cache may hold by default: the whole built app is about 2 MB. */
export const DEFAULT_ASSET_CACHE_BYTES = 32 * 1024 * 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file name Vite gives an asset: no slash, no leading dot, so nothing outside assets/. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self' https://*.seatsio.net",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function staticAppRoutes(
  distDir: string,
  assetCacheBytes = DEFAULT_ASSET_CACHE_BYTES,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/app/*', async (c, next) => {
    await next();
    c.header('content-security-policy', APP_CSP);
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'no-referrer');
    // Vite names every built asset by its content's hash: a name never changes meaning, so the
    // browser keeps it for good. index.html names the current ones and is checked every time.
    if (c.res.ok) {
      const immutable = c.req.path.startsWith('/app/assets/');
      c.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
    }
  });
  app.get('/', (c) => c.redirect('/app/'));
  app.get('/app', (c) => c.redirect('/app/'));
  // Every file is read once and its gzip and brotli copies made once, within the compression
  // slots (wire-answer.ts), not per request as the compression middleware would: kept within a
  // budget. A hashed file never changes under its name (revision 0: nothing to compare); the
  // others (index.html, public/'s files) are kept per modification time, so a build made while
  // the service runs is served without a restart.
  const kept = new RevisionLru<WireBytes>(assetCacheBytes);
  /** Reads in progress: clients asking at once for a file not kept yet share one read. */
  const reading = new InFlight<string, WireBytes | undefined>();
  const keptFile = (relative: string, revision: number): Promise<WireBytes | undefined> => {
    const known = kept.get(relative, revision);
    if (known) return Promise.resolve(known);
    return reading.share(`${revision}\n${relative}`, () =>
      readFile(join(distDir, relative)).then(
        (body) => {
          const made = new WireBytes(body, (grown) => kept.resize(relative, grown, grown.bytes));
          return kept.keep(relative, revision, made, made.bytes);
        },
        () => undefined,
      ),
    );
  };
  const answerFile = (c: Context<AppEnv>, wire: WireBytes, name: string, cacheControl: string) =>
    answerWire(c, wire, {
      contentType: getMimeType(name) ?? 'application/octet-stream',
      cacheControl,
    });
  app.get('/app/assets/:name', async (c, next) => {
    const name = c.req.param('name');
    if (!ASSET_NAME.test(name)) return c.text('No such file in this build', 404);
    const wire = await keptFile(`assets/${name}`, 0);
    if (!wire) return next(); // a name of an older build: the 404 below
    return answerFile(c, wire, name, IMMUTABLE);
  });
  /** A file of the build outside assets/ (index.html, public/'s files), or undefined. */
  const buildFile = async (relative: string) => {
    if (!relative.split('/').every((part) => ASSET_NAME.test(part))) return undefined;
    const info = await stat(join(distDir, relative)).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return keptFile(relative, info.mtimeMs);
  };
  app.get('/app/*', async (c) => {
    // A missing hashed file is an old build's name: a 404, not index.html under a script's name.
    if (c.req.path.startsWith('/app/assets/')) return c.text('No such file in this build', 404);
    const relative = c.req.path.slice('/app/'.length);
    const file = relative && (await buildFile(relative));
    if (file) return answerFile(c, file, relative, 'no-cache');
    // Any other path is a page of the single-page app.
    const index = await buildFile('index.html');
    if (!index) return c.text('The back office is not built yet: run `npm run build`.', 503);
    return answerFile(c, index, 'index.html', 'no-cache');
  });
  return app;
}
