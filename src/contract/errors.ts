import { z } from 'zod';

/** The JSON error body of every non-2xx answer except 401/403 (docs/error-codes.md). */
export const ErrorBodySchema = z.object({
  status: z.number().int(),
  messages: z.array(z.string()),
  errors: z.array(
    z.object({
      code: z.string(),
      message: z.string(),
      /** Only on some refusals, e.g. DRAWING_VALIDATION_FAILED's `failedValidations`. */
      data: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
  warnings: z.array(z.unknown()),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
