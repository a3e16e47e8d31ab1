// Requests Node refuses before the app sees them (a malformed request line, headers over the
// limit) get the service's JSON error body instead of Node's bare `400 Bad Request`.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './errors';

/** Node's parser error codes mapped to the answer; anything else is a malformed request. */
const ANSWERS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are larger than the server accepts (16 KB in total)',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'REQUEST_TIMEOUT',
    message: 'The request was not received in time',
  },
};
const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  code: 'MALFORMED_REQUEST',
  message: 'The request is not valid HTTP/1.1',
};

export function answerClientErrorsAsJson(
  server: Server,
  log: (line: Record<string, unknown>) => void,
): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A peer that went away (reset, or closed mid-request: the app logs that request), a socket that cannot be written or one already carrying
    // an answer's headers gets nothing more.
    const current = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    const gone = error.code === 'ECONNRESET' || error.code === 'HPE_INVALID_EOF_STATE';
    if (gone || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
    const requestId = randomUUID();
    log({
      time: new Date().toISOString(),
      level: 'info',
      requestId,
      status: answer.status,
      message: `refused before routing: ${error.code ?? error.message}`,
    });
    const body = JSON.stringify(errorBody(answer.status, answer.code, answer.message, requestId));
    socket.end(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });
}
