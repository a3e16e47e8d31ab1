// `npm start`: builds the back office when its build is missing or older than its sources, then
// runs the service in this same process. package.json runs it with `exec`, so that the shell npm
// starts is replaced and npm's SIGTERM or SIGINT reaches the service itself (a plain `sh -c` dies
// and orphans it).
import { spawnSync } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { appBuildNeeded, markAppBuilt } from './app-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = resolve(root, process.env.APP_DIR?.trim() || 'dist/app');
function log(message, fields = {}, level = 'info') {
  // A JSON line like every other line of the service's log.
  console.log(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
}

const build = appBuildNeeded(root, appDir);
if (build.needed) {
  log(`building the back office (${relative(root, appDir)}): ${build.reason}`);
  // Vite's own output (warnings, a failed build's errors and stack) is prose: it goes into one
  // JSON line as a field, as the service's stacks do, so that every line of the start is JSON.
  const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', appDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const output = stripAnsi(`${vite.stdout ?? ''}${vite.stderr ?? ''}`).trim();
  if (vite.status !== 0) {
    const why = vite.error ? vite.error.message : `exit code ${vite.status ?? vite.signal}`;
    log(`building the back office failed (${why}); not starting`, { output }, 'fatal');
    process.exit(vite.status || 1);
  }
  if (output) log('the back office was built with warnings', { output }, 'warn');
  markAppBuilt(appDir, build.hash);
}

/** Terminal colours are noise in a log line. */
function stripAnsi(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is the point
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}

register();
await import(pathToFileURL(resolve(root, 'src/server/main.ts')).href);
