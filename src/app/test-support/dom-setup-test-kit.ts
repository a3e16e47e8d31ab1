// jest-dom's matchers (toBeVisible, toHaveTextContent, toHaveValue…) for the back office's jsdom
// tests. vitest runs this before every test file; the node-environment files have no document and
// skip it, so the service's tests do not load the matchers.
import type {} from '@testing-library/jest-dom/vitest';
import { expect } from 'vitest';

type Matchers = Parameters<typeof expect.extend>[0];

if (typeof document !== 'undefined') {
  // Typed as a CommonJS `export =`; at run time the module's namespace is the matchers.
  expect.extend((await import('@testing-library/jest-dom/matchers')) as unknown as Matchers);
}
