import { DemoWorkspaceSchema, TestCompanySchema } from '../contract/accounts';
import type { Transport } from './transport';

export class SystemApi {
  constructor(private readonly t: Transport) {}

  /** Needs a client built with the system secret as its key. */
  createTestCompany() {
    return this.t.json(
      { method: 'POST', path: '/system/private/create-test-company' },
      TestCompanySchema,
    );
  }
  /** The demo workspace of a service on loopback (404 elsewhere). Needs no valid key. */
  demoWorkspace() {
    return this.t.json({ method: 'GET', path: '/system/demo-workspace' }, DemoWorkspaceSchema);
  }
  health() {
    return this.t.text({ method: 'GET', path: '/health' });
  }
}
