// The floor of `npm run bench:live`: a bare Server-Sent Events fan-out on node:http, no store, no
// auth. `POST /publish` with a seat label as body writes one change to every open `GET /stream`,
// shaped as the service's (id, event, data), so the driver reads both the same way. `GET /__cpu`
// answers the process's CPU time, as every bench server's (bench-service.ts).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announceReady } from './bench-service';

const streams = new Set<ServerResponse>();
let revision = 0;

const server = createServer((req, res) => {
  if (req.url === '/__cpu') {
    const { user, system } = process.cpuUsage();
    res.end(JSON.stringify({ cpuMicros: user + system }));
  } else if (req.url === '/stream') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': live\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
  } else {
    let label = '';
    req.on('data', (chunk) => {
      label += chunk;
    });
    req.on('end', () => {
      revision++;
      const objects = `{${JSON.stringify(label)}:{"status":"booked","forSale":true}}`;
      const text = `id: ${revision}\nevent: change\ndata: {"revision":${revision},"objects":${objects}}\n\n`;
      for (const stream of streams) stream.write(text);
      res.writeHead(204).end();
    });
  }
});
server.listen(0, '127.0.0.1', () => {
  announceReady({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('SIGTERM', () => process.exit(0));
