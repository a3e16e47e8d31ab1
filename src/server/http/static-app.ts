// Serves the built back office under /app/ (the single-page app falls back to index.html) with a
// Content-Security-Policy that allows only this origin's scripts, plus the seats.io regions the
// app may talk to directly.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
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
  const indexFile = join(distDir, 'index.html');
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
  // A hashed file never changes under its name: read once, its gzip made once (not per request
  // as the compression middleware would), kept within a budget. Revision 0: nothing to compare.
  const assets = new RevisionLru<WireBytes>(assetCacheBytes);
  app.get('/app/assets/:name', async (c, next) => {
    const name = c.req.param('name');
    if (!ASSET_NAME.test(name)) return c.text('No such file in this build', 404);
    let wire = assets.get(name, 0);
    if (!wire) {
      const body = await readFile(join(distDir, 'assets', name)).catch(() => undefined);
      if (!body) return next(); // a name of an older build: the 404 below
      const made = new WireBytes(body, (grown) => assets.resize(name, grown, grown.bytes));
      wire = assets.keep(name, 0, made, made.bytes);
    }
    const contentType = getMimeType(name) ?? 'application/octet-stream';
    return answerWire(c, wire, { contentType, cacheControl: IMMUTABLE });
  });
  // Made once the build exists: serveStatic warns on stderr, outside the JSON log, about a root
  // that is missing, and a build made while the service runs is served without a restart.
  let files: MiddlewareHandler | undefined;
  app.use('/app/*', (c, next) => {
    if (!files && existsSync(distDir)) {
      files = serveStatic({ root: distDir, rewriteRequestPath: (p) => p.replace(/^\/app/, '') });
    }
    return files ? files(c, next) : next();
  });
  app.get('/app/*', (c) => {
    // A missing hashed file is an old build's name: a 404, not index.html under a script's name.
    if (c.req.path.startsWith('/app/assets/')) return c.text('No such file in this build', 404);
    if (!existsSync(indexFile)) {
      return c.text('The back office is not built yet: run `npm run build`.', 503);
    }
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}
