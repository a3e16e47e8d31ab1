// The load generators' requests: one POST (the body sent as given, the answer drained, its status
// returned) and one GET (the answer's bytes).
import { type Agent, request } from 'node:http';

export function post(
  agent: Agent,
  url: URL,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  return new Promise<number>((done, fail) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** One GET: the answer's bytes as they came over the wire (not decoded); a non-200 rejects. */
export function getBody(
  agent: Agent,
  url: URL,
  path: string,
  headers: Record<string, string>,
): Promise<Buffer> {
  return new Promise<Buffer>((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        res.statusCode === 200
          ? done(Buffer.concat(chunks))
          : fail(new Error(`${path}: ${res.statusCode}`)),
      );
    });
    req.on('error', fail);
    req.end();
  });
}
