// The operations GET /openapi.json lists from the start: health, system, charts, events and hold
// tokens. The other routes' modules register theirs (openapi.ts, registerOperations).
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
import { EventListPageSchema } from '../../contract/event-list';
import { CreateEventSchema, EventSchema, UpdateEventSchema } from '../../contract/events';
import {
  CreateHoldTokenSchema,
  HoldTokenSchema,
  UpdateHoldTokenSchema,
} from '../../contract/hold-tokens';

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

export const BASE_OPERATIONS: readonly Operation[] = [
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
