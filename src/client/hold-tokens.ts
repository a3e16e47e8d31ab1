import { HoldTokenSchema } from '../contract/hold-tokens';
import { seg, type Transport } from './transport';

export class HoldTokensApi {
  constructor(private readonly t: Transport) {}

  create(expiresInMinutes?: number) {
    const body = expiresInMinutes === undefined ? {} : { expiresInMinutes };
    return this.t.json({ method: 'POST', path: '/hold-tokens', body }, HoldTokenSchema);
  }
  retrieve(token: string) {
    return this.t.json({ method: 'GET', path: `/hold-tokens/${seg(token)}` }, HoldTokenSchema);
  }
  /** 0 expires the token now; the service caps expiry at two hours after creation. */
  expireInMinutes(token: string, expiresInMinutes: number) {
    return this.t.json(
      { method: 'POST', path: `/hold-tokens/${seg(token)}`, body: { expiresInMinutes } },
      HoldTokenSchema,
    );
  }
}
