// `npm start`: runs the service in this same process. package.json runs it with `exec`, so that
// the shell npm starts is replaced and npm's SIGTERM or SIGINT reaches the service itself (a plain
// `sh -c` dies and orphans it). It never builds the back office: that is install's work
// (`npm install` runs scripts/app-build.mjs), since the build needs a devDependency that a
// production install leaves out and a start must not reach for the network.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { appBuildNeeded } from './app-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = resolve(root, process.env.APP_DIR?.trim() || 'dist/app');
function log(level, message) {
  // A JSON line like every other line of the service's log.
  console.log(JSON.stringify({ time: new Date().toISOString(), level, message }));
}

const build = appBuildNeeded(root, appDir);
const where = relative(root, appDir) || appDir;
if (build.reason === 'no build yet') {
  log(
    'fatal',
    `The back office is not built (no ${where}/index.html); not starting. Build it: npm run build (npm install does it on a fresh clone). With the devDependencies left out (npm install --omit=dev), build it elsewhere and ship ${where} with the code.`,
  );
  process.exit(1);
}
if (build.needed) {
  log(
    'warn',
    `The back office in ${where} was built from other sources than these (${build.reason}): serving it anyway. Run npm run build (or npm install) to bring it up to date.`,
  );
}

register();
await import(pathToFileURL(resolve(root, 'src/server/main.ts')).href);
