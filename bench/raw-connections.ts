// The load generator's connections: plain keep-alive HTTP/1.1 over TCP sockets, one request in
// flight per connection. node:http's client costs about 0.1 ms of CPU per request and makes
// enough garbage for 10–27 ms scavenges in the generator; on this 2-core machine both landed in
// the servers' figures (the CPU it took from them, and its pauses counted as their latency).
// Here a request is one pre-built buffer written to the socket and the answer is read by its
// status line and length only.
import { connect, type Socket } from 'node:net';

/** One keep-alive connection to a server. */
class RawConnection {
  private readonly socket: Socket;
  private received: Buffer | undefined;
  private pending: { done: (status: number) => void; fail: (error: Error) => void } | undefined;
  private failure: Error | undefined;

  constructor(url: URL) {
    this.socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.receive(chunk));
    this.socket.on('error', (error) => this.settleFailure(error));
    this.socket.on('close', () => this.settleFailure(new Error('connection closed by the server')));
  }

  /** Sends one request (already encoded) and resolves to its status once the body is read. */
  send(request: Buffer): Promise<number> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending) return Promise.reject(new Error('one request at a time per connection'));
    return new Promise<number>((done, fail) => {
      this.pending = { done, fail };
      this.socket.write(request);
    });
  }

  /** Closed or failed: a server closes an idle keep-alive connection after its timeout (5 s). */
  get unusable(): boolean {
    return this.failure !== undefined;
  }

  destroy(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.received = this.received ? Buffer.concat([this.received, chunk]) : chunk;
    const answer = parseAnswer(this.received);
    if (answer === undefined) return;
    const pending = this.pending;
    this.pending = undefined;
    this.received = undefined;
    if (answer instanceof Error) this.settleFailure(answer);
    else pending?.done(answer);
  }

  private settleFailure(error: Error): void {
    this.failure ??= error;
    const pending = this.pending;
    this.pending = undefined;
    pending?.fail(error);
  }
}

const HEADERS_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/** The answer's status once all of it is in `bytes`, undefined while more is to come. */
function parseAnswer(bytes: Buffer): number | Error | undefined {
  const headersEnd = bytes.indexOf(HEADERS_END);
  if (headersEnd < 0) return undefined;
  const head = bytes.toString('latin1', 0, headersEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headersEnd + HEADERS_END.length;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) return bytes.length >= bodyStart + Number(length[1]) ? status : undefined;
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const tail = bytes.subarray(Math.max(bodyStart, bytes.length - CHUNKED_END.length));
    return tail.equals(CHUNKED_END) ? status : undefined;
  }
  if (status === 204 || status === 304) return status;
  return new Error(`answer ${status} has neither a length nor chunks: ${head}`);
}

/**
 * Connection i of each client, opened on first use and kept (the warm-up's serve the trial);
 * opened again when the server closed it while idle (between phases), which fails no request.
 */
export class RawConnections {
  private readonly open = new Map<string, RawConnection>();

  connection(client: number, url: URL): RawConnection {
    const key = `${client} ${url.host}`;
    let connection = this.open.get(key);
    if (!connection || connection.unusable) {
      connection = new RawConnection(url);
      this.open.set(key, connection);
    }
    return connection;
  }

  destroy(): void {
    for (const connection of this.open.values()) connection.destroy();
    this.open.clear();
  }
}

/** A POST of `body` as bytes on the wire, the headers given plus host and length. */
export function encodePost(
  url: URL,
  path: string,
  headers: Record<string, string>,
  body: string,
): Buffer {
  const lines = [`POST ${path} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`content-length: ${Buffer.byteLength(body)}`, '', body);
  return Buffer.from(lines.join('\r\n'));
}
