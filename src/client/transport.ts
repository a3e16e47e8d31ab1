// The thin client's one way to the wire: fetch + Basic auth + X-Workspace-Key, every answer parsed
// with the contract, every error body turned into one typed ApiError. Works in Node and the browser.
import type { z } from 'zod';
import { ErrorBodySchema } from '../contract/errors';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ClientOptions {
  /** Service root, e.g. `http://127.0.0.1:9001` or `https://api-eu.seatsio.net`. */
  baseUrl: string;
  /**
   * Absent: a staff session (Seatdesk, docs/staff.md). The browser's session cookie authenticates
   * each request to the page's own origin; no Authorization header is sent.
   */
  secretKey?: string;
  /** Public key of the workspace to act in, for company admin keys. */
  workspaceKey?: string;
  /** Defaults to the global fetch; tests pass the service's in-process `app.request`. */
  fetch?: FetchLike;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
    /** A 429's Retry-After, in seconds (the staff sign-in's slowdown). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | string[] | undefined>;

export interface RequestSpec {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  /** A body already written as JSON text (UTF-8), sent as it is: a 24 MB drawing is not parsed. */
  jsonBytes?: ArrayBuffer;
}

/** What a streamed read adds: its own headers (`Last-Event-ID`) and a way to stop it. */
export interface StreamOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class Transport {
  private readonly fetchFn: FetchLike;
  private readonly authorization: string | undefined;

  constructor(private readonly options: ClientOptions) {
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.authorization =
      options.secretKey === undefined ? undefined : `Basic ${btoa(`${options.secretKey}:`)}`;
  }

  /** Sends a request and parses the JSON answer with `schema`. */
  async json<S extends z.ZodType>(spec: RequestSpec, schema: S): Promise<z.infer<S>> {
    const response = await this.send(spec);
    const body: unknown = await response.json();
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(
        response.status,
        'UNEXPECTED_RESPONSE',
        `${spec.method} ${spec.path}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
      );
    }
    return parsed.data;
  }

  /** Sends a request whose answer has no body (204). */
  async empty(spec: RequestSpec): Promise<void> {
    const response = await this.send(spec);
    await response.arrayBuffer();
  }

  /** Sends a request and returns the answer's text (CSV). */
  async text(spec: RequestSpec): Promise<string> {
    return (await this.send(spec)).text();
  }

  /** The answer's bytes as sent (decompressed): for a large body read off the page's thread. */
  async bytes(spec: RequestSpec): Promise<ArrayBuffer> {
    return (await this.send(spec)).arrayBuffer();
  }

  /** The answer with its body unread (a Server-Sent Events stream), or a typed ApiError. */
  async response(spec: RequestSpec, extra: StreamOptions = {}): Promise<Response> {
    return this.send(spec, extra);
  }

  private async send(spec: RequestSpec, extra: StreamOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...extra.headers };
    if (this.authorization) headers.authorization = this.authorization;
    if (this.options.workspaceKey) headers['x-workspace-key'] = this.options.workspaceKey;
    const body =
      spec.jsonBytes ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.fetchFn(this.url(spec), {
      method: spec.method,
      headers,
      body,
      signal: extra.signal,
      // A staff session: the cookie goes to the page's own origin only, never to another site.
      ...(this.authorization ? {} : { credentials: 'same-origin' as const }),
    });
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  private url(spec: RequestSpec): string {
    const base = this.options.baseUrl.replace(/\/+$/, '');
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(spec.query ?? {})) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
    }
    const query = params.toString();
    return `${base}${spec.path}${query ? `?${query}` : ''}`;
  }
}

/** Encodes one path segment (labels and keys may hold spaces, slashes, `%`, unicode). */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** The codes of a staff session's or a staff sign-in's 401 (docs/error-codes.md). */
const STAFF_401 = /"code"\s*:\s*"(SESSION_ENDED|SIGN_IN_FAILED)"/;

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  const retryAfterSeconds = Number.isFinite(retryAfter) ? retryAfter : undefined;
  // A refused key is a 401 of its own (bare on Seatdesk, as on seats.io); Seatdesk's staff 401s
  // (a session that ended, a failed sign-in) carry their code, so the words fit the cause.
  if (response.status === 401 && !STAFF_401.test(text)) {
    return new ApiError(401, 'UNAUTHORIZED', 'The secret key was not accepted (401).');
  }
  try {
    const body = ErrorBodySchema.parse(JSON.parse(text));
    const first = body.errors[0];
    return new ApiError(
      response.status,
      first?.code ?? 'UNKNOWN',
      first?.message ?? body.messages.join('; '),
      body.requestId,
      retryAfterSeconds,
    );
  } catch {
    return new ApiError(
      response.status,
      'HTTP_ERROR',
      `HTTP ${response.status}: ${text.slice(0, 200)}`,
    );
  }
}
