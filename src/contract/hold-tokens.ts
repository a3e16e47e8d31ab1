import { z } from 'zod';

export const HoldTokenSchema = z.object({
  holdToken: z.string(),
  expiresAt: z.string(),
  expiresInSeconds: z.number(),
  workspaceKey: z.string(),
});
export type HoldToken = z.infer<typeof HoldTokenSchema>;

/** Hold tokens live at most two hours after creation, as in seats.io. */
export const MAX_HOLD_MINUTES = 120;

export const CreateHoldTokenSchema = z.strictObject({
  expiresInMinutes: z.number().int().min(1).max(MAX_HOLD_MINUTES).optional(),
  /** Checked against the company's list while the account has it switched on. */
  ticketBuyerId: z.uuid({ error: 'must be a UUID' }).optional(),
});

export const UpdateHoldTokenSchema = z.strictObject({
  expiresInMinutes: z.number().int().min(0).max(MAX_HOLD_MINUTES),
});
