// One value shared by the tabs of one browser (the session), over a BroadcastChannel: same origin
// only, in memory only, gone when the last tab closes. Nothing is written to localStorage, a cookie
// or a URL, so a secret key shared this way stays as private as in one tab. A tab that opens
// without the value asks the others; every change is announced. The staff's hold tokens travel the
// same way, on a channel of their own (staff-store.ts).
import type { ZodType } from 'zod';

// An answer goes to the tab that asked only: tabs that already hold a value keep theirs.
type Message =
  | { kind: 'ask' }
  | { kind: 'answer'; value: unknown }
  | { kind: 'state'; value: unknown };

export interface TabSync<T> {
  /** Tells the other tabs the value changed (null: it is gone, e.g. signed out). */
  announce(value: T | null): void;
  /** Asks the other tabs; resolves with the first valid answer, or undefined after `waitMs`. */
  ask(waitMs: number): Promise<T | undefined>;
  /** Called with every valid value another tab announces. */
  onChange(listener: (value: T | null) => void): () => void;
  close(): void;
}

/**
 * `current` answers other tabs' questions. Values from other tabs are validated with `schema`:
 * whatever runs on the same origin can post to the channel, and a bad message is ignored.
 */
export function tabSync<T>(
  channelName: string,
  schema: ZodType<T>,
  current: () => T | null,
): TabSync<T> {
  if (typeof BroadcastChannel === 'undefined') return alone();
  const channel = new BroadcastChannel(channelName);
  const listeners = new Set<(value: T | null) => void>();
  const waiting = new Set<(value: T) => void>();

  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message?.kind === 'ask') {
      const value = current();
      if (value !== null) channel.postMessage({ kind: 'answer', value } satisfies Message);
      return;
    }
    if (message?.kind === 'answer') {
      const parsed = schema.safeParse(message.value);
      if (!parsed.success) return;
      for (const resolve of waiting) resolve(parsed.data);
      waiting.clear();
      return;
    }
    if (message?.kind !== 'state') return;
    if (message.value === null) {
      for (const listener of listeners) listener(null);
      return;
    }
    const parsed = schema.safeParse(message.value);
    if (parsed.success) for (const listener of listeners) listener(parsed.data);
  };

  return {
    announce: (value) => channel.postMessage({ kind: 'state', value } satisfies Message),
    ask: (waitMs) =>
      new Promise<T | undefined>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(answer);
          resolve(undefined);
        }, waitMs);
        const answer = (value: T) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiting.add(answer);
        channel.postMessage({ kind: 'ask' } satisfies Message);
      }),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      channel.close();
    },
  };
}

/** A browser without BroadcastChannel: every tab on its own, as before. */
function alone<T>(): TabSync<T> {
  return {
    announce: () => {},
    ask: async () => undefined,
    onChange: () => () => {},
    close: () => {},
  };
}
