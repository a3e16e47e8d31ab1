// A batch the service accepted, as the desk keeps it (per tab) for its undo: its own file, so
// that the undo (which reads it) and the world (which makes it) do not import each other.
import { z } from 'zod';
import {
  BatchResultSchema,
  BatchStatusChangeSchema,
  ObjectInfoSchema,
} from '../../contract/status';

const InfosByEventSchema = z.record(z.string(), z.record(z.string(), ObjectInfoSchema));

/** A batch the service accepted, with what its objects were before: enough to undo it. */
export const SubmittedBatchSchema = z.object({
  at: z.string(),
  changes: BatchStatusChangeSchema.shape.statusChanges,
  /** Event → label → info just before the batch; events that could not be read are absent. */
  before: InfosByEventSchema,
  results: BatchResultSchema.shape.results,
});
export type SubmittedBatch = z.infer<typeof SubmittedBatchSchema>;
