// bench:map's bytes on the wire for the map's statuses (docs/live-feed.md): the snapshot the
// Seatdesk map reads (without labels: its drawing's label digest matches; without channels: the
// digest of the event record's channels matches; and the labelled form a map with another drawing
// gets), against the reports a map without it reads (a seats.io region: the summary
// by availability reason, then the detailed report of each reason that is not "available"), each
// as a browser asks for it (brotli or gzip) and counted before decompression.
import { request } from 'node:http';
import { reasonsToDetail } from '../src/app/seat-map/data/event-map-data';
import { channelsDigest } from '../src/domain/status-snapshot/channel-digest';

/** The bytes of the answer's body as sent, and its JSON once decoded. */
function wireBytes(url: string, auth: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((done, fail) => {
    const req = request(
      url,
      { headers: { authorization: auth, 'accept-encoding': 'br, gzip' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          if (res.statusCode !== 200) fail(new Error(`${url}: ${res.statusCode}`));
          else done({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
        });
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** `labelsDigest`: the map's label digest, for the snapshot without labels the map reads. */
export async function statusBytes(
  baseUrl: string,
  eventKey: string,
  secretKey: string,
  labelsDigest: string,
) {
  const auth = `Basic ${btoa(`${secretKey}:`)}`;
  const path = `${baseUrl}/seatdesk/events/${eventKey}/statuses`;
  const labelled = await wireBytes(path, auth);
  const withChannels = await wireBytes(`${path}?labels=${labelsDigest}`, auth);
  // As the map asks, with the digest of the channels of the event record it holds.
  const event = await (
    await fetch(`${baseUrl}/events/${eventKey}`, { headers: { authorization: auth } })
  ).json();
  const channels = channelsDigest(event.channels ?? []);
  const snapshot = await wireBytes(`${path}?labels=${labelsDigest}&channels=${channels}`, auth);
  const summaryPath = `${baseUrl}/reports/events/${eventKey}/byAvailabilityReason/summary`;
  const summary = await (await fetch(summaryPath, { headers: { authorization: auth } })).json();
  let reports = (await wireBytes(summaryPath, auth)).bytes;
  const reasons = reasonsToDetail(summary);
  for (const reason of reasons) {
    const path = `${baseUrl}/reports/events/${eventKey}/byAvailabilityReason/${encodeURIComponent(reason)}`;
    reports += (await wireBytes(path, auth)).bytes;
  }
  // Every object's status as a detailed report tells it (what a map would need for all of them).
  const whole = await wireBytes(`${baseUrl}/reports/events/${eventKey}/byStatus`, auth);
  return {
    snapshot,
    withChannels: withChannels.bytes,
    labelled: labelled.bytes,
    reports,
    reasons,
    whole: whole.bytes,
  };
}
