// Staff accounts and their sign-in (Seatdesk addition, docs/staff.md): the wire of the routes
// under /seatdesk/staff. A seats.io region has none of them (the back office feature-detects).
import { z } from 'zod';
import { LIMITS } from './limits';

/** Least to most: each role may do everything the one before it may. */
export const STAFF_ROLES = ['clerk', 'manager', 'admin'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

const DisplayNameSchema = z.string().trim().min(1, 'must not be empty').max(LIMITS.staffNameLength);

/** Case does not matter: kept lower-case, unique across the service. */
export const SignInNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'must not be empty')
  .max(LIMITS.staffSignInNameLength)
  .regex(/^[a-z0-9._@+-]+$/, 'may hold only letters, digits and . _ @ + -');

export const PasswordSchema = z
  .string()
  .min(
    LIMITS.staffPasswordMinLength,
    `must be at least ${LIMITS.staffPasswordMinLength} characters`,
  )
  .max(LIMITS.staffPasswordMaxLength);

export const CreateStaffSchema = z.strictObject({
  displayName: DisplayNameSchema,
  signInName: SignInNameSchema,
  password: PasswordSchema,
  role: StaffRoleSchema,
});

/** An admin's change to an account; a new password or `enabled: false` ends its sessions. */
export const UpdateStaffSchema = z.strictObject({
  displayName: DisplayNameSchema.optional(),
  password: PasswordSchema.optional(),
  role: StaffRoleSchema.optional(),
  enabled: z.boolean().optional(),
});

export const SignInSchema = z.strictObject({
  signInName: z.string().max(LIMITS.staffSignInNameLength),
  // Not the password rule: an old password shorter than today's minimum still gets its answer.
  password: z.string().max(LIMITS.staffPasswordMaxLength),
});

export const StaffAccountSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  signInName: z.string(),
  role: StaffRoleSchema,
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const StaffListSchema = z.object({ items: z.array(StaffAccountSchema) });

/** `GET /seatdesk/staff/me`: a staff member, or the holder of a secret key (every right). */
export const StaffMeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('staff'),
    account: StaffAccountSchema,
    workspace: z.object({ key: z.string(), name: z.string() }),
  }),
  z.object({
    kind: z.literal('key'),
    role: z.literal('admin'),
    workspace: z.object({ key: z.string(), name: z.string() }),
  }),
]);
