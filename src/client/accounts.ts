// The company account and its keys (company admin key only; a workspace secret key gets 403).
import { z } from 'zod';
import { seg, type Transport } from './transport';

// Parsed leniently: seats.io's account carries more than the back office reads.
export const AccountSchema = z.looseObject({
  secretKey: z.string(),
  designerKey: z.string(),
  publicKey: z.string(),
  company: z.looseObject({ name: z.string() }).optional(),
});
export type Account = z.infer<typeof AccountSchema>;

const WorkspaceChoiceSchema = z.looseObject({
  key: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
});
export type WorkspaceChoice = z.infer<typeof WorkspaceChoiceSchema>;
const WorkspaceChoicePageSchema = z.looseObject({
  items: z.array(WorkspaceChoiceSchema),
  next_page_starts_after: z.union([z.string(), z.number()]).optional(),
});

export class AccountsApi {
  constructor(private readonly t: Transport) {}

  me() {
    return this.t.json({ method: 'GET', path: '/accounts/me' }, AccountSchema);
  }
  /** A new company admin key; the old one stops working at once. */
  async regenerateAdminKey() {
    const body = await this.t.json(
      { method: 'POST', path: '/accounts/me/secret-key/actions/regenerate' },
      z.object({ secretKey: z.string() }),
    );
    return body.secretKey;
  }
  async regenerateDesignerKey() {
    const body = await this.t.json(
      { method: 'POST', path: '/accounts/me/designer-key/actions/regenerate' },
      z.object({ designerKey: z.string() }),
    );
    return body.designerKey;
  }
  /** Every active workspace of the company, newest first (the default one is the oldest). */
  async activeWorkspaces(): Promise<WorkspaceChoice[]> {
    const all: WorkspaceChoice[] = [];
    let after: string | number | undefined;
    do {
      const query = after === undefined ? '' : `&start_after_id=${encodeURIComponent(after)}`;
      const page = await this.t.json(
        { method: 'GET', path: `/workspaces/active?limit=1000${query}` },
        WorkspaceChoicePageSchema,
      );
      all.push(...page.items);
      after = page.next_page_starts_after;
    } while (after !== undefined);
    return all;
  }
  /** A new secret key for the workspace whose public key is given; its public key stays. */
  async regenerateWorkspaceSecretKey(workspacePublicKey: string) {
    const body = await this.t.json(
      {
        method: 'POST',
        path: `/workspaces/${seg(workspacePublicKey)}/actions/regenerate-secret-key`,
      },
      z.object({ secretKey: z.string() }),
    );
    return body.secretKey;
  }
}
