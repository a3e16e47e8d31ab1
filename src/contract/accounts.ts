import { z } from 'zod';

export const WorkspaceSchema = z.object({
  id: z.number(),
  key: z.string(),
  secretKey: z.string(),
  name: z.string(),
  isTest: z.boolean(),
  isActive: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
});

export const TestCompanySchema = z.object({
  admin: z.object({
    id: z.number(),
    secretKey: z.string(),
    designerKey: z.string(),
    publicKey: z.string(),
  }),
  workspace: WorkspaceSchema,
});
export type TestCompany = z.infer<typeof TestCompanySchema>;

/** What the service reveals about its demo company, on loopback only. */
export const DemoWorkspaceSchema = z.object({
  secretKey: z.string(),
  workspaceKey: z.string(),
  name: z.string(),
});
export type DemoWorkspace = z.infer<typeof DemoWorkspaceSchema>;
