// Types of app-build.mjs (a plain script: node runs it before tsx is registered).
export interface AppBuildState {
  needed: boolean;
  reason: string;
  hash: string;
}
export function sourceHash(root: string): string;
export function appBuildNeeded(root: string, appDir: string): AppBuildState;
export function markAppBuilt(appDir: string, hash: string): void;
export function viteOf(root: string): string | undefined;
export function buildApp(root: string, appDir: string, options?: { ifNeeded?: boolean }): string;
