import { describe, expect, test } from 'vitest';
import { readSse } from './sse';

/** A body that arrives in the given pieces, as a network delivers it. */
function body(pieces: string[]): ReadableStream<Uint8Array> {
  const bytes = pieces.map((p) => new TextEncoder().encode(p));
  return new ReadableStream({
    pull(controller) {
      const next = bytes.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>) {
  const out = [];
  for await (const message of readSse(stream)) out.push(message);
  return out;
}

describe('Server-Sent Events over fetch', () => {
  test('ids, event names and data, whatever the pieces the bytes arrive in', async () => {
    const text =
      ': heartbeat\n\nid: 7\nevent: change\ndata: {"revision":7}\n\n' +
      'id: 8\r\nevent: change\r\ndata: {"a":\r\ndata: "é"}\r\n\r\n' +
      'event: reset\ndata: {}\n\n';
    const expected = [
      { id: '7', event: 'change', data: '{"revision":7}' },
      { id: '8', event: 'change', data: '{"a":\n"é"}' },
      // No id of its own: the resume point stays the last one seen.
      { id: '8', event: 'reset', data: '{}' },
    ];
    expect(await all(body([text]))).toEqual(expected);
    // Split everywhere, even inside a CRLF and inside the two bytes of "é".
    const bytes = new TextEncoder().encode(text);
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(await all(split)).toEqual(expected);
  });

  test('a message cut off by the end of the stream is not delivered', async () => {
    expect(
      await all(body(['id: 1\nevent: change\ndata: {"revision":1}\n\nid: 2\ndata: x'])),
    ).toEqual([{ id: '1', event: 'change', data: '{"revision":1}' }]);
  });
});
