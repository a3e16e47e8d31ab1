import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { MemoRouter } from './memo-router';

const ROUTES: Array<[string, string, string]> = [
  ['ALL', '*', 'every request'],
  ['POST', '/charts', 'create chart'],
  ['GET', '/charts/archive', 'archive'],
  ['GET', '/charts/:key', 'chart'],
  ['POST', '/events/groups/actions/change-object-status', 'groups'],
  ['POST', '/events/:key/actions/book', 'book'],
  ['GET', '/events/:key/objects', 'objects'],
  ['GET', '/reports/events/:key/:type/:filter', 'filtered report'],
];

function routers(capacity?: number) {
  const memo = new MemoRouter<string>(capacity);
  const trie = new TrieRouter<string>();
  for (const [method, path, name] of ROUTES) {
    memo.add(method, path, name);
    trie.add(method, path, name);
  }
  return { memo, trie };
}

const PATHS: Array<[string, string]> = [
  ['GET', '/charts/archive'],
  ['GET', '/charts/c-1'],
  ['POST', '/events/groups/actions/change-object-status'],
  ['POST', '/events/e%201/actions/book'],
  ['POST', '/events/e-2/actions/book'],
  ['GET', '/events/e-2/objects'],
  ['GET', '/reports/events/e-2/byStatus/booked'],
  ['GET', '/nothing/here'],
  ['DELETE', '/charts/c-1'],
];

describe('MemoRouter', () => {
  it('answers as the TrieRouter does, the first time and every time after', () => {
    const { memo, trie } = routers();
    for (let round = 0; round < 3; round++) {
      for (const [method, path] of PATHS) {
        expect(memo.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
      }
    }
    expect(memo.size).toBe(PATHS.length);
  });

  it('keeps at most `capacity` answers, the newest, and none of a long path', () => {
    const { memo, trie } = routers(3);
    for (let i = 0; i < 10; i++) memo.match('POST', `/events/e-${i}/actions/book`);
    expect(memo.size).toBe(3);
    const long = `/events/${'x'.repeat(300)}/actions/book`;
    expect(memo.match('POST', long)).toEqual(trie.match('POST', long));
    expect(memo.size).toBe(3);
  });

  it('forgets what it kept when a route is added', () => {
    const { memo } = routers();
    const before = memo.match('GET', '/charts/c-1');
    memo.add('GET', '/charts/:key', 'second handler');
    expect(memo.size).toBe(0);
    const after = memo.match('GET', '/charts/c-1');
    expect(after).not.toBe(before);
    expect(after[0].map(([handler]) => handler)).toContain('second handler');
  });
});
