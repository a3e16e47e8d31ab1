// GET /openapi.json, generated from the contract's zod schemas (zod 4's JSON Schema output), so
// the published document cannot drift from what the service validates and answers.
import type { Context } from 'hono';
import { z } from 'zod';
import { DemoWorkspaceSchema, TestCompanySchema } from '../../contract/accounts';
import {
  CategoryListSchema,
  CategoryUpdateSchema,
  ChartListQuerySchema,
  ChartPageSchema,
  ChartSchema,
  ChartValidationSchema,
  CreateChartSchema,
  NewCategorySchema,
  PublishQuerySchema,
  UpdateChartSchema,
} from '../../contract/charts';
import { ErrorBodySchema } from '../../contract/errors';
import { EventListPageSchema } from '../../contract/event-list';
import { CreateEventSchema, EventSchema, UpdateEventSchema } from '../../contract/events';
import {
  CreateHoldTokenSchema,
  HoldTokenSchema,
  UpdateHoldTokenSchema,
} from '../../contract/hold-tokens';
import { WireBytes } from '../application/wire-bytes';
import type { AppEnv } from './context';
import { answerWire } from './wire-answer';

const ReadySchema = z.object({ status: z.literal('ok'), store: z.enum(['sqlite', 'postgres']) });

export interface Operation {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  request?: z.ZodType;
  /** Optional query parameters, each with its schema. */
  query?: Record<string, z.ZodType>;
  /** Absent: 204 without a body. */
  response?: z.ZodType;
}

const operations: Operation[] = [
  {
    method: 'get',
    path: '/health/live',
    summary: 'Liveness: the process answers (no store involved; no key needed)',
    response: z.object({ status: z.literal('ok') }),
  },
  {
    method: 'get',
    path: '/health/ready',
    summary: 'Readiness: the store answers within 1 s, else 503 with Retry-After (no key needed)',
    response: ReadySchema,
  },
  {
    method: 'get',
    path: '/health',
    summary: 'Alias of /health/ready (no key needed)',
    response: ReadySchema,
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document (no key needed)',
    response: z.record(z.string(), z.unknown()),
  },
  {
    method: 'post',
    path: '/system/private/create-test-company',
    summary: 'Create a test company (system secret)',
    response: TestCompanySchema,
  },
  {
    method: 'get',
    path: '/system/demo-workspace',
    summary: 'The demo workspace key (loopback only)',
    response: DemoWorkspaceSchema,
  },
  {
    method: 'post',
    path: '/system/public/charts/{chartKey}',
    summary: 'Create a chart from a designer drawing, or replace its published drawing',
    request: z.record(z.string(), z.unknown()),
  },
  {
    method: 'post',
    path: '/charts',
    summary: 'Create a chart',
    request: CreateChartSchema,
    response: ChartSchema,
  },
  {
    method: 'get',
    path: '/charts',
    summary: 'List active charts (paged)',
    query: { ...ChartListQuerySchema.shape },
    response: ChartPageSchema,
  },
  {
    method: 'get',
    path: '/charts/archive',
    summary: 'List archived charts (paged)',
    response: ChartPageSchema,
  },
  { method: 'get', path: '/charts/{chartKey}', summary: 'Read a chart', response: ChartSchema },
  {
    method: 'post',
    path: '/charts/{chartKey}',
    summary: 'Update a chart (through a draft when it has events)',
    request: UpdateChartSchema,
  },
  {
    method: 'get',
    path: '/charts/{chartKey}/version/published',
    summary: 'The published drawing',
    response: z.record(z.string(), z.unknown()),
  },
  {
    method: 'get',
    path: '/charts/{chartKey}/version/draft',
    summary: 'The draft drawing (404 when none)',
    response: z.record(z.string(), z.unknown()),
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/version/draft/actions/publish',
    summary:
      'Publish the draft; refused (400 PUBLISH_DROPS_BOOKED_OBJECTS, naming them) when it drops objects an event has booked or held, unless dropBookedObjects=true; 400 DRAWING_VALIDATION_FAILED when the draft fails a rule set to ERROR',
    query: { dropBookedObjects: PublishQuerySchema.shape.dropBookedObjects },
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/version/published/actions/validate',
    summary:
      "Validate the published drawing at the company's levels (errors at ERROR, warnings at WARNING), the duplicate labels named",
    response: ChartValidationSchema,
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/version/draft/actions/validate',
    summary: 'Validate the draft (404 when none)',
    response: ChartValidationSchema,
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/version/draft/actions/discard',
    summary: 'Discard the draft',
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/actions/move-to-archive',
    summary: 'Archive a chart',
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/actions/move-out-of-archive',
    summary: 'Restore a chart from the archive (400 when not archived)',
  },
  {
    method: 'get',
    path: '/charts/{chartKey}/categories',
    summary: 'List categories',
    response: CategoryListSchema,
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/categories',
    summary: 'Add a category',
    request: NewCategorySchema,
  },
  {
    method: 'post',
    path: '/charts/{chartKey}/categories/{categoryKey}',
    summary: 'Update a category',
    request: CategoryUpdateSchema,
  },
  {
    method: 'delete',
    path: '/charts/{chartKey}/categories/{categoryKey}',
    summary: 'Remove a category',
  },
  {
    method: 'post',
    path: '/events',
    summary: 'Create an event',
    request: CreateEventSchema,
    response: EventSchema,
  },
  {
    method: 'get',
    path: '/events',
    summary:
      'List events (paged); Seatdesk adds sort=date, today, dateFrom, dateTo and dates in filter (docs/events-list.md)',
    response: EventListPageSchema,
  },
  {
    method: 'get',
    path: '/events/{eventKey}',
    summary: 'Read an event with its channels',
    response: EventSchema,
  },
  {
    method: 'post',
    path: '/events/{eventKey}',
    summary: 'Update an event',
    request: UpdateEventSchema,
  },
  { method: 'delete', path: '/events/{eventKey}', summary: 'Delete an event' },
  {
    method: 'post',
    path: '/hold-tokens',
    summary: 'Create a hold token',
    request: CreateHoldTokenSchema,
    response: HoldTokenSchema,
  },
  {
    method: 'get',
    path: '/hold-tokens/{holdToken}',
    summary: 'Read a hold token (404 once expired)',
    response: HoldTokenSchema,
  },
  {
    method: 'post',
    path: '/hold-tokens/{holdToken}',
    summary: 'Change the expiry of a hold token',
    request: UpdateHoldTokenSchema,
    response: HoldTokenSchema,
  },
];

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
