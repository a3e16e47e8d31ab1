// A small JSON client over a real socket for the race tests, and the seat labels of a generated
// chart without sections (rows A, B, … of SEATS_PER_ROW seats).
import { rowLabel, SEATS_PER_ROW } from '../../domain/drawing/generate';
import { basicAuth } from './reliability-test-kit';

export function seatLabel(index: number): string {
  return `${rowLabel(Math.floor(index / SEATS_PER_ROW))}-${(index % SEATS_PER_ROW) + 1}`;
}

export interface SocketAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
  json: any;
  /** Wall-clock times around the exchange, for reasoning about what the service could know. */
  sentAt: number;
  answeredAt: number;
}

export type Call = (method: string, path: string, body?: unknown) => Promise<SocketAnswer>;

export function socketClient(baseUrl: string, secretKey: string): Call {
  const authorization = basicAuth(secretKey);
  return async (method, path, body) => {
    const sentAt = Date.now();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: text ? JSON.parse(text) : undefined,
      sentAt,
      answeredAt: Date.now(),
    };
  };
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** `{count}` of each group of a summary report, e.g. `{free: 190, booked: 10}`. */
export function counts(summary: Record<string, { count: number }>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(summary)
      .filter(([, group]) => group.count > 0)
      .map(([group, { count }]) => [group, count]),
  );
}
