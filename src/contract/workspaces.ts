// Workspaces on the wire (issue 32.1): the workspace object, its create and rename bodies, and
// the list's query.
import { z } from 'zod';
import { pageSchema } from './common';
import { LIMITS } from './limits';

const WorkspaceNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'a workspace needs a name' })
  .max(LIMITS.workspaceNameLength);

/** `POST /workspaces`: the SDK always sends `isTest`. */
export const NewWorkspaceSchema = z.object({
  name: WorkspaceNameSchema,
  isTest: z.boolean().default(false),
});

/** `POST /workspaces/{key}`: a rename. */
export const RenameWorkspaceSchema = z.object({ name: WorkspaceNameSchema });

/**
 * The workspace object. `secretKey` only where the key was just made (create): keys are kept as
 * hashes, so a stored one cannot be shown again.
 */
export const WorkspaceWireSchema = z.object({
  id: z.number(),
  key: z.string(),
  secretKey: z.string().optional(),
  name: z.string(),
  isDefault: z.boolean(),
  isTest: z.boolean(),
  isActive: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
});
export type WorkspaceWire = z.infer<typeof WorkspaceWireSchema>;

export const WorkspacePageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((limit) => Math.min(limit, LIMITS.workspacesPerPage))
    .default(LIMITS.workspacesPerPage),
  start_after_id: z.coerce.number().int().optional(),
  end_before_id: z.coerce.number().int().optional(),
  filter: z.string().max(LIMITS.workspaceNameLength).optional(),
});
export const WorkspacePageSchema = pageSchema(WorkspaceWireSchema);
