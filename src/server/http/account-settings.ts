// The company account's settings (issue 32.2, docs/wire-compat.md): company admin key only
// (COMPANY_KEY in route-roles.ts). `GET /accounts/me` reads them back (account-keys.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import { LIMITS } from '../../contract/limits';
import {
  changeHoldPeriod,
  changePassword,
  setChartValidation,
  setDraftChartDrawings,
  setTicketBuyerIdsOnHolds,
} from '../application/accounts/account-settings';
import type { Deps } from '../application/context';
import { readBody } from './body';
import type { AppEnv } from './context';
import { HTTP } from './errors';
import { type Operation, registerOperations } from './openapi';

const PasswordSchema = z.object({ password: z.string().max(LIMITS.accountPasswordMaxLength) });
const HoldPeriodSchema = z.object({ holdPeriodInMinutes: z.number() });
const SettingSchema = z.object({ key: z.string().max(100), value: z.string().max(100) });
const ON_OFF = ['enable', 'disable'] as const;

registerOperations([
  {
    method: 'post',
    path: '/accounts/me/actions/change-password',
    summary: "Changes the company's password (kept as a hash)",
    request: PasswordSchema,
  },
  {
    method: 'post',
    path: '/accounts/me/actions/change-hold-period',
    summary: `New hold tokens' default lifetime, ${LIMITS.holdPeriodMinMinutes} to ${LIMITS.holdPeriodMaxMinutes} minutes`,
    request: HoldPeriodSchema,
  },
  ...ON_OFF.map(
    (action): Operation => ({
      method: 'post',
      path: `/accounts/me/draft-chart-drawings/actions/${action}`,
      summary: `${action}: while disabled, a change of a chart with events is published at once`,
    }),
  ),
  {
    method: 'post',
    path: '/accounts/me/settings',
    summary: 'A chart validation level: key VALIDATE_…, value OFF | WARNING | ERROR',
    request: SettingSchema,
  },
  ...ON_OFF.map(
    (action): Operation => ({
      method: 'post',
      path: `/seatdesk/accounts/me/ticket-buyer-ids-on-holds/actions/${action}`,
      summary: `Seatdesk: ${action}: while enabled, a hold's ticketBuyerId must be one of the company's`,
    }),
  ),
]);

export function accountSettingRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const done = () => new Response(null, { status: HTTP.NO_CONTENT });

  app.post('/accounts/me/actions/change-password', async (c) => {
    const { password } = await readBody(c, PasswordSchema);
    await changePassword(deps, c.get('auth'), password);
    return done();
  });

  app.post('/accounts/me/actions/change-hold-period', async (c) => {
    const { holdPeriodInMinutes } = await readBody(c, HoldPeriodSchema);
    await changeHoldPeriod(deps, c.get('auth'), holdPeriodInMinutes);
    return done();
  });

  app.post('/accounts/me/draft-chart-drawings/actions/:action{enable|disable}', async (c) => {
    await setDraftChartDrawings(deps, c.get('auth'), c.req.param('action') === 'enable');
    return done();
  });

  app.post('/accounts/me/settings', async (c) => {
    const { key, value } = await readBody(c, SettingSchema);
    await setChartValidation(deps, c.get('auth'), key, value);
    return done();
  });

  app.post(
    '/seatdesk/accounts/me/ticket-buyer-ids-on-holds/actions/:action{enable|disable}',
    async (c) => {
      await setTicketBuyerIdsOnHolds(deps, c.get('auth'), c.req.param('action') === 'enable');
      return done();
    },
  );

  return app;
}
