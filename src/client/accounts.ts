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
