// Request bodies: parsed as JSON whatever the Content-Type says (the SDKs send JSON as
// application/x-www-form-urlencoded), empty bodies accepted, validated with the contract's zod
// schemas so that a refusal names the field.
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest(
      `The request body is not valid JSON: ${(error as Error).message}`,
      'INVALID_JSON',
    );
  }
}

export async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  emptyAs: unknown = {},
): Promise<z.infer<S>> {
  const raw = await readJson(c);
  return validate(schema, raw === undefined ? emptyAs : raw, 'body');
}

export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = [where, ...issue.path.map(String)].join('.');
  throw badRequest(`${path}: ${issue.message}`);
}

/** Hono hands path segments decoded; a malformed escape (`%E0%A4%A`) would throw deeper down. */
export function param(c: Context, name: string): string {
  const value = c.req.param(name);
  if (value === undefined) throw badRequest(`Missing path parameter ${name}`);
  return value;
}
