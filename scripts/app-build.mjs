// Whether the back office's build is current: a hash of what the build reads, stored beside the
// build. `npm start` (scripts/start.mjs) rebuilds when it differs, so a pull never serves a stale app.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// Everything the build reads: the app and the code it imports, its page, its assets, its tools.
const SOURCES = ['src/app', 'src/client', 'src/contract', 'src/domain', 'public', 'index.html'];
const TOOLS = ['vite.config.ts', 'package-lock.json', 'tsconfig.json'];

/** The files of a source entry: every file under a directory, or the file itself. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Tests are not part of the build: editing one must not rebuild the app. */
const isTest = (file) =>
  /\.test\.tsx?$/.test(file) || file.includes(join('src', 'app', 'test-support'));

/**
 * A hash of the sources' contents, not their times: a pull, a checkout or a copy that changes
 * nothing does not rebuild, and one that changes anything does, whatever the clocks say.
 */
export function sourceHash(root) {
  const hash = createHash('sha256');
  const files = [...SOURCES, ...TOOLS].flatMap((name) => filesOf(resolve(root, name)));
  for (const file of files.filter((f) => !isTest(f)).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const STAMP = '.source-hash';

/** `{ needed, reason, hash }`: reason in words for the log line. */
export function appBuildNeeded(root, appDir) {
  const hash = sourceHash(root);
  if (!existsSync(join(appDir, 'index.html')))
    return { needed: true, reason: 'no build yet', hash };
  const stamp = join(appDir, STAMP);
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
  if (built !== hash) return { needed: true, reason: 'its sources changed', hash };
  return { needed: false, reason: 'up to date', hash };
}

export function markAppBuilt(appDir, hash) {
  writeFileSync(join(appDir, STAMP), `${hash}\n`);
}
