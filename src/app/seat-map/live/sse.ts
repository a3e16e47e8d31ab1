// Server-Sent Events read from a fetch answer's body. The browser's EventSource cannot send the
// Authorization header every request of the back office carries, so the feed is read with fetch
// and parsed here, as the WHATWG EventSource would: `id:`, `event:`, `data:` lines, a blank line
// ends one message, `:` lines are comments (the service's heartbeats).

export interface SseMessage {
  /** The last `id:` seen so far in the stream (the resume point), if any. */
  id?: string;
  event: string;
  data: string;
}

/** Messages of the stream, in order, until it ends (or its fetch is aborted). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let lastId: string | undefined;
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = lineEnd(buffer);
      while (end) {
        const line = buffer.slice(0, end.at);
        buffer = buffer.slice(end.at + end.length);
        if (line === '') {
          if (data.length > 0)
            yield { id: lastId, event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'data') data.push(value);
          else if (field === 'event') event = value;
          else if (field === 'id' && !value.includes('\0')) lastId = value;
        }
        end = lineEnd(buffer);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** Where the first line of `text` ends (CRLF, LF or CR), once a whole line is there. */
function lineEnd(text: string): { at: number; length: number } | undefined {
  const at = text.search(/[\r\n]/);
  if (at < 0) return undefined;
  if (text[at] === '\r') {
    // A lone CR at the end may be the first half of a CRLF still on its way.
    if (at === text.length - 1) return undefined;
    return { at, length: text[at + 1] === '\n' ? 2 : 1 };
  }
  return { at, length: 1 };
}
