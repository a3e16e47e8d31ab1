// GET /openapi.json, generated from the contract's zod schemas (zod 4's JSON Schema output), so
// the published document cannot drift from what the service validates and answers.
import type { Context } from 'hono';
import { z } from 'zod';
import { ErrorBodySchema } from '../../contract/errors';
import { WireBytes } from '../application/wire-bytes';
import type { AppEnv } from './context';
import { BASE_OPERATIONS, type Operation } from './openapi-operations';
import { answerWire } from './wire-answer';

export type { Operation } from './openapi-operations';

const operations: Operation[] = [...BASE_OPERATIONS];

/** Other modules add their operations here, so the document grows with every endpoint. */
export function registerOperations(more: Operation[]): void {
  operations.push(...more);
  cached = undefined;
  cachedWire = undefined;
}

function jsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

let cached: unknown;
let cachedWire: WireBytes | undefined;

/**
 * The document's bytes, made once with their compressed copies: anyone may ask for it without a
 * key, and stringifying and compressing its 100 KB per request was work for every company.
 */
export function openApiWire(): WireBytes {
  cachedWire ??= new WireBytes(Buffer.from(JSON.stringify(openApiDocument())));
  return cachedWire;
}

/** `GET /openapi.json`: the kept bytes, in the encoding the client chose, with an ETag. */
export const answerOpenApi = (c: Context<AppEnv>) =>
  answerWire(c, openApiWire(), {
    contentType: 'application/json',
    cacheControl: 'no-cache',
    etag: true,
  });

export function openApiDocument(): unknown {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  const error = {
    description: 'Error',
    content: { 'application/json': { schema: jsonSchema(ErrorBodySchema) } },
  };
  for (const op of operations) {
    const responses: Record<string, unknown> = op.response
      ? {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: jsonSchema(op.response) } },
          },
        }
      : { '204': { description: 'No content' } };
    responses['400'] = error;
    responses['401'] = { description: 'Missing or unknown secret key (empty body)' };
    responses['404'] = error;
    const parameters: Array<Record<string, unknown>> = [...op.path.matchAll(/\{(\w+)\}/g)].map(
      (m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      }),
    );
    for (const [name, schema] of Object.entries(op.query ?? {})) {
      parameters.push({ name, in: 'query', required: false, schema: jsonSchema(schema) });
    }
    if (!paths[op.path]) paths[op.path] = {};
    paths[op.path][op.method] = {
      summary: op.summary,
      parameters,
      ...(op.request && {
        requestBody: { content: { 'application/json': { schema: jsonSchema(op.request) } } },
      }),
      responses,
    };
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Seatdesk',
      version: '0.1.0',
      description: 'Seating inventory, wire-compatible with seats.io',
    },
    components: { securitySchemes: { secretKey: { type: 'http', scheme: 'basic' } } },
    security: [{ secretKey: [] }],
    paths,
  };
  return cached;
}
