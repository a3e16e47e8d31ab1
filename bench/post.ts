// One POST from a load generator: the body sent as given, the answer drained, its status returned.
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
