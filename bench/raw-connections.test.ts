// The load generator's raw connections against a real node:http server: each kind of answer is
// read to its end (or the next request would be sent too early and its latency measured wrong).
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePost, RawConnections } from './raw-connections';

let server: Server;
let url: URL;
const openSockets = new Set<Socket>();
const seen: Array<{ path: string; body: string; auth?: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ path: req.url ?? '', body, auth: req.headers.authorization });
      if (req.url === '/empty') return res.writeHead(204).end();
      if (req.url === '/chunked') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first part, ');
        setTimeout(() => res.end('and the last'), 5);
        return;
      }
      if (req.url === '/close') return req.socket.destroy();
      // A body with a length, sent in two parts: the answer is not over with its first bytes.
      const answer = Buffer.from(JSON.stringify({ echo: body, pad: 'x'.repeat(100_000) }));
      res.writeHead(400, { 'content-type': 'application/json', 'content-length': answer.length });
      res.write(answer.subarray(0, 1000));
      setTimeout(() => res.end(answer.subarray(1000)), 5);
    });
  });
  server.on('connection', (socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

describe('RawConnections', () => {
  it('reads 204s, long bodies and chunked bodies to their end, one after the other', async () => {
    const connections = new RawConnections();
    const connection = connections.connection(0, url);
    const post = (path: string, body: string) =>
      connection.send(encodePost(url, path, { authorization: 'Basic a2V5Og==' }, body));
    try {
      expect(await post('/empty', '{"a":1}')).toBe(204);
      expect(await post('/json', 'é'.repeat(10))).toBe(400);
      expect(await post('/chunked', '')).toBe(200);
      expect(await post('/empty', 'last')).toBe(204);
    } finally {
      connections.destroy();
    }
    expect(seen.slice(-4)).toEqual([
      { path: '/empty', body: '{"a":1}', auth: 'Basic a2V5Og==' },
      { path: '/json', body: 'é'.repeat(10), auth: 'Basic a2V5Og==' },
      { path: '/chunked', body: '', auth: 'Basic a2V5Og==' },
      { path: '/empty', body: 'last', auth: 'Basic a2V5Og==' },
    ]);
  });

  it('keeps one connection per client and server', () => {
    const connections = new RawConnections();
    try {
      expect(connections.connection(1, url)).toBe(connections.connection(1, url));
      expect(connections.connection(1, url)).not.toBe(connections.connection(2, url));
    } finally {
      connections.destroy();
    }
  });

  it('fails the request, and every later one, when the server drops the connection', async () => {
    const connections = new RawConnections();
    const connection = connections.connection(0, url);
    try {
      await expect(connection.send(encodePost(url, '/close', {}, ''))).rejects.toThrow(/closed/);
      await expect(connection.send(encodePost(url, '/empty', {}, ''))).rejects.toThrow(/closed/);
    } finally {
      connections.destroy();
    }
  });

  it('opens a new connection for a client whose idle connection the server closed', async () => {
    const connections = new RawConnections();
    const first = connections.connection(0, url);
    try {
      expect(await first.send(encodePost(url, '/empty', {}, ''))).toBe(204);
      // What a server's keep-alive timeout does between two phases of a bench.
      for (const socket of openSockets) socket.destroy();
      await expect.poll(() => first.unusable).toBe(true);
      const second = connections.connection(0, url);
      expect(second).not.toBe(first);
      expect(await second.send(encodePost(url, '/empty', {}, ''))).toBe(204);
    } finally {
      connections.destroy();
    }
  });
});
