// `npm start`: builds the back office when it has not been built yet, then runs the service in
// this same process. package.json runs it with `exec`, so that the shell npm starts is replaced
// and npm's SIGTERM or SIGINT reaches the service itself (a plain `sh -c` dies and orphans it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(resolve(root, 'dist/app/index.html'))) {
  // A JSON line like every other line of the service's log.
  const message = 'building the back office (dist/app)';
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', message }));
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(pathToFileURL(resolve(root, 'src/server/main.ts')).href);
