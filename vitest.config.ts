import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // Component tests choose jsdom per file; this adds jest-dom's matchers there.
    setupFiles: ['src/app/test-support/dom-setup-test-kit.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here: more workers only add contention.
    maxWorkers: 2,
  },
});
