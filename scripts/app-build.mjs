// Building the back office, at install time: `npm install` runs this (package.json `prepare`),
// and so does `npm run build`. Whether a build is current is a hash of what the build reads,
// stored beside it; `npm start` (scripts/start.mjs) only checks it, and never builds: the build
// needs vite, a devDependency, which a production install leaves out.
//   node scripts/app-build.mjs [--if-needed] [--out-dir <dir>]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Vite as the lockfile pinned it, in this project's node_modules; never fetched (no npx). */
export function viteOf(root) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return existsSync(vite) ? vite : undefined;
}

/**
 * Builds the back office into `appDir` and stamps it. Returns what happened, in words; throws
 * when the build fails. `ifNeeded`: nothing to do when the build is current, and no vite (a
 * production install, `--omit=dev`) is not a failure: the build must come from elsewhere.
 */
export function buildApp(root, appDir, { ifNeeded = false } = {}) {
  const state = appBuildNeeded(root, appDir);
  if (ifNeeded && !state.needed)
    return `the back office build in ${relative(root, appDir)} is up to date`;
  const vite = viteOf(root);
  if (!vite) {
    const message = `vite (a devDependency) is not installed, so the back office was not built into ${relative(root, appDir)}. Build it where the devDependencies are installed (npm install, then npm run build) and ship that directory with the code.`;
    if (ifNeeded) return message;
    throw new Error(message);
  }
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', appDir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0)
    throw new Error(`vite build failed (exit ${built.status ?? built.signal})`);
  markAppBuilt(appDir, state.hash);
  return `built the back office into ${relative(root, appDir)} (${state.reason})`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const args = process.argv.slice(2);
  const outDir = args.includes('--out-dir') ? args[args.indexOf('--out-dir') + 1] : 'dist/app';
  try {
    console.log(buildApp(root, resolve(root, outDir), { ifNeeded: args.includes('--if-needed') }));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
