// The back office is rebuilt (at install, `npm run build`) exactly when what the build reads has changed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appBuildNeeded, buildApp, markAppBuilt } from './app-build.mjs';

let root: string;
const appDir = () => join(root, 'dist/app');

function write(path: string, text: string) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
}

function buildNow() {
  write('dist/app/index.html', '<html></html>');
  markAppBuilt(appDir(), appBuildNeeded(root, appDir()).hash);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'app-build-'));
  write('src/app/main.tsx', 'export {};');
  write('src/domain/model.ts', 'export const A = 1;');
  write('index.html', '<div id="root"></div>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the back office build', () => {
  test('is needed when there is none', () => {
    expect(appBuildNeeded(root, appDir())).toMatchObject({ needed: true, reason: 'no build yet' });
  });

  test('is current right after a build', () => {
    buildNow();
    expect(appBuildNeeded(root, appDir())).toMatchObject({ needed: false });
  });

  test('is stale when a source the app imports changes, is added or removed', () => {
    buildNow();
    write('src/domain/model.ts', 'export const A = 2;');
    expect(appBuildNeeded(root, appDir())).toMatchObject({
      needed: true,
      reason: 'its sources changed',
    });
    buildNow();
    write('src/client/new.ts', 'export {};');
    expect(appBuildNeeded(root, appDir()).needed).toBe(true);
    buildNow();
    rmSync(join(root, 'src/client/new.ts'));
    expect(appBuildNeeded(root, appDir()).needed).toBe(true);
  });

  test('stays current when only tests or server code change', () => {
    buildNow();
    write('src/app/main.test.tsx', 'test');
    write('src/server/main.ts', 'server');
    expect(appBuildNeeded(root, appDir()).needed).toBe(false);
  });

  test('is stale when a build was made without a stamp (a plain vite build)', () => {
    write('dist/app/index.html', '<html></html>');
    expect(appBuildNeeded(root, appDir())).toMatchObject({ needed: true });
  });
});

// Install's side (issue 27, D18): `prepare` builds with the lockfile's vite when it is there, and
// a production install without devDependencies is told, not failed.
describe('buildApp', () => {
  test('without vite installed: with --if-needed a message and no build, else an error', () => {
    const message =
      /^vite \(a devDependency\) is not installed, so the back office was not built into dist\/app\. Build it where the devDependencies are installed/;
    expect(buildApp(root, appDir(), { ifNeeded: true })).toMatch(message);
    expect(() => buildApp(root, appDir())).toThrow(message);
    expect(appBuildNeeded(root, appDir()).reason).toBe('no build yet');
  });

  test('with --if-needed, a current build is left alone (vite not even looked for)', () => {
    buildNow();
    expect(buildApp(root, appDir(), { ifNeeded: true })).toBe(
      'the back office build in dist/app is up to date',
    );
  });
});

// Issue 27 B9: the service served the build's 2.2 MB of source maps to anyone without a key.
test('the production build ships no source maps', async () => {
  const { default: config } = await import('../vite.config');
  expect(config.build?.sourcemap).toBe(false);
});
