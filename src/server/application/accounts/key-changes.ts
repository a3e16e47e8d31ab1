// Who must forget resolved keys when a key is replaced (a regenerated company admin key or
// workspace secret key). Per service instance (per Deps): this instance's key cache forgets at
// once; on PostgreSQL the other instances sharing the database are told by NOTIFY and forget at
// once too; should that be lost (their LISTEN connection down), their cached entry runs out
// within KEY_CACHE_MS (http/auth.ts, docs/wire-compat.md, docs/live-feed.md).
import { logLine } from '../../log';
import type { Deps } from '../context';

const listeners = new WeakMap<Deps, Set<() => void>>();

export function onKeysChanged(deps: Deps, listener: () => void): void {
  let set = listeners.get(deps);
  if (!set) {
    const made = new Set<() => void>();
    listeners.set(deps, made);
    deps.store.watchKeysChanged?.(() => tell(made));
    set = made;
  }
  set.add(listener);
}

function tell(set: Iterable<() => void> | undefined): void {
  for (const listener of set ?? []) listener();
}

/**
 * Called once the change is committed. Resolves once the other instances were told (or that
 * failed, logged); a caller may await it so the change is not answered before.
 */
export async function keysChanged(deps: Deps): Promise<void> {
  tell(listeners.get(deps));
  await deps.store.announceKeysChanged?.().catch((error) =>
    logLine('warn', 'other instances not told of replaced keys; they forget within KEY_CACHE_MS', {
      error: String(error),
    }),
  );
}
