// Who must forget resolved keys when a key is replaced (a regenerated company admin key or
// workspace secret key). Per service instance (per Deps): this instance's key cache forgets at
// once; other instances sharing the store learn of it when their cached entry runs out
// (KEY_CACHE_MS in http/auth.ts, docs/wire-compat.md).
import type { Deps } from '../context';

const listeners = new WeakMap<Deps, Set<() => void>>();

export function onKeysChanged(deps: Deps, listener: () => void): void {
  const set = listeners.get(deps) ?? new Set();
  set.add(listener);
  listeners.set(deps, set);
}

/** Called once the change is committed. */
export function keysChanged(deps: Deps): void {
  for (const listener of listeners.get(deps) ?? []) listener();
}
