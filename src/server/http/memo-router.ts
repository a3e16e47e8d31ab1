// The app's router. Hono's RegExpRouter refuses our routes (a static segment beside a parameter:
// /charts/archive and /charts/:key), so matching falls to the TrieRouter, which walks the trie on
// every request: about 4% of a booking's CPU. An on-sale sends the same few paths again and again
// (one event's book, hold and release), so the last answers are kept by method and path. Hono
// only reads a match result (params are decoded when asked for), so one can serve many requests.
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** Longer paths are matched but not kept: a flood of long made-up paths must not fill memory. */
const MAX_KEPT_PATH = 256;

export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter(TrieRouter)';
  private readonly trie = new TrieRouter<T>();
  private readonly kept = new Map<string, Result<T>>();

  constructor(private readonly capacity = 1000) {}

  add(method: string, path: string, handler: T): void {
    this.kept.clear();
    this.trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.kept.get(key);
    if (known) return known;
    const result = this.trie.match(method, path);
    if (path.length <= MAX_KEPT_PATH) {
      // Oldest first out: a scan of one-off paths costs the trie walk, never more memory.
      if (this.kept.size >= this.capacity)
        this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(key, result);
    }
    return result;
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }
}
