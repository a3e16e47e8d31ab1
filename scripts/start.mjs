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
function log(message, fields = {}) {
  // A JSON line like every other line of the service's log.
  console.log(
    JSON.stringify({ time: new Date().toISOString(), level: 'info', message, ...fields }),
  );
}

const build = appBuildNeeded(root, appDir);
if (build.needed) {
  log(`building the back office (${relative(root, appDir)}): ${build.reason}`);
  const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', appDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  markAppBuilt(appDir, build.hash);
}

register();
await import(pathToFileURL(resolve(root, 'src/server/main.ts')).href);
