// Hold tokens over HTTP, as seats.io's: 15 minutes by default, readable until they expire, expiry
// changeable but never past two hours after creation, 0 expiring at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldTokenSchema } from '../../contract/hold-tokens';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, createEvent, expectError, upload } from './http-test-kit';

const MINUTE = 60_000;
let svc: TestService;
let call: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
});
afterAll(() => svc.close());

async function createToken(body?: unknown) {
  const reply = await call('POST', '/hold-tokens', body);
  expect(reply.status, reply.text).toBe(200);
  return HoldTokenSchema.parse(reply.body);
}

const now = () => svc.deps.now().getTime();

describe('POST /hold-tokens', () => {
  it('creates a token for 15 minutes by default, in this workspace', async () => {
    const before = now();
    const token = await createToken();
    expect(token.holdToken).toMatch(/^\S{10,}$/);
    expect(token.workspaceKey).toBe(svc.company.workspace.key);
    const expiresAt = Date.parse(token.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(15 * MINUTE);
    expect(expiresAt - now()).toBeLessThanOrEqual(15 * MINUTE);
    expect(token.expiresInSeconds).toBeGreaterThanOrEqual(899);
    expect(token.expiresInSeconds).toBeLessThanOrEqual(900);
  });

  it('takes expiresInMinutes, and an empty body as the default', async () => {
    const five = await createToken({ expiresInMinutes: 5 });
    expect(five.expiresInSeconds).toBeGreaterThanOrEqual(299);
    expect(five.expiresInSeconds).toBeLessThanOrEqual(300);
    const empty = await createToken('');
    expect(empty.expiresInSeconds).toBeGreaterThanOrEqual(899);
    expect(empty.holdToken).not.toBe(five.holdToken);
  });

  it('refuses an expiry that is not a whole number of minutes from 1 to 120', async () => {
    for (const expiresInMinutes of [0, -1, 121, 1.5, '5', null]) {
      expectError(
        await call('POST', '/hold-tokens', { expiresInMinutes }),
        400,
        'GENERAL_ERROR',
        /^body\.expiresInMinutes: /,
      );
    }
    expectError(
      await call('POST', '/hold-tokens', { minutes: 5 }),
      400,
      'GENERAL_ERROR',
      'body: Unrecognized key: "minutes"',
    );
  });
});

describe('GET /hold-tokens/{token}', () => {
  it('reads the token back with the seconds left', async () => {
    const token = await createToken();
    svc.advanceClock(5 * MINUTE);
    const read = await call('GET', `/hold-tokens/${token.holdToken}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...token, expiresInSeconds: expect.any(Number) });
    expect(read.body.expiresInSeconds).toBeGreaterThanOrEqual(599);
    expect(read.body.expiresInSeconds).toBeLessThanOrEqual(600);
  });

  it('answers 404 once the token has expired, and for unknown tokens', async () => {
    const token = await createToken({ expiresInMinutes: 1 });
    svc.advanceClock(MINUTE + 1000);
    expectError(
      await call('GET', `/hold-tokens/${token.holdToken}`),
      404,
      'HOLD_TOKEN_NOT_FOUND',
      `Hold token ${token.holdToken} has expired`,
    );
    expectError(
      await call('POST', `/hold-tokens/${token.holdToken}`, { expiresInMinutes: 10 }),
      404,
      'HOLD_TOKEN_NOT_FOUND',
      `Hold token ${token.holdToken} has expired`,
    );
    // Issue 28: a token never issued (a typo) is not called expired.
    expectError(
      await call('GET', '/hold-tokens/unknown-token'),
      404,
      'HOLD_TOKEN_NOT_FOUND',
      'Hold token unknown-token does not exist',
    );
  });

  it('a hold with a mistyped token says it does not exist; with an expired one, expired', async () => {
    await upload(call, 'typo-chart');
    const event = await createEvent(call, 'typo-chart', 'typo-event');
    const hold = (holdToken: string) =>
      call('POST', `/events/${event.key}/actions/hold`, { objects: ['A-1'], holdToken });
    expectError(
      await hold('not-a-real-token'),
      400,
      'HOLD_TOKEN_INVALID',
      'Hold token not-a-real-token does not exist',
    );
    const token = await createToken({ expiresInMinutes: 1 });
    svc.advanceClock(MINUTE + 1000);
    expectError(
      await hold(token.holdToken),
      400,
      'HOLD_TOKEN_INVALID',
      `Hold token ${token.holdToken} has expired`,
    );
  });

  it("does not show another company's token", async () => {
    const token = await createToken();
    const other = await svc.newCompany();
    const reply = await call('GET', `/hold-tokens/${token.holdToken}`, undefined, {
      key: other.workspace.secretKey,
    });
    // Another company's token is as unknown as a made-up one: its existence is not told.
    expectError(reply, 404, 'HOLD_TOKEN_NOT_FOUND', `Hold token ${token.holdToken} does not exist`);
  });
});

describe('POST /hold-tokens/{token}', () => {
  it('sets the expiry to the given minutes from now', async () => {
    const token = await createToken();
    const reply = await call('POST', `/hold-tokens/${token.holdToken}`, { expiresInMinutes: 30 });
    expect(reply.status).toBe(200);
    expect(reply.body.holdToken).toBe(token.holdToken);
    expect(Math.abs(Date.parse(reply.body.expiresAt) - (now() + 30 * MINUTE))).toBeLessThan(1000);
    expect((await call('GET', `/hold-tokens/${token.holdToken}`)).body.expiresAt).toBe(
      reply.body.expiresAt,
    );
  });

  it('never extends past two hours after creation', async () => {
    const token = await createToken();
    const createdAt = Date.parse(token.expiresAt) - 15 * MINUTE;
    const longest = await call('POST', `/hold-tokens/${token.holdToken}`, {
      expiresInMinutes: 120,
    });
    expect(Date.parse(longest.body.expiresAt)).toBe(createdAt + 120 * MINUTE);
    svc.advanceClock(90 * MINUTE);
    const reply = await call('POST', `/hold-tokens/${token.holdToken}`, { expiresInMinutes: 60 });
    expect(reply.status).toBe(200);
    expect(Date.parse(reply.body.expiresAt)).toBe(createdAt + 120 * MINUTE);
    expect(reply.body.expiresInSeconds).toBeLessThanOrEqual(30 * 60);
    svc.advanceClock(30 * MINUTE);
    expect((await call('GET', `/hold-tokens/${token.holdToken}`)).status).toBe(404);
  });

  it('expires the token at once with 0', async () => {
    const token = await createToken();
    const reply = await call('POST', `/hold-tokens/${token.holdToken}`, { expiresInMinutes: 0 });
    expect(reply.status).toBe(200);
    expect(reply.body.expiresInSeconds).toBe(0);
    expect((await call('GET', `/hold-tokens/${token.holdToken}`)).status).toBe(404);
  });

  it('requires expiresInMinutes from 0 to 120', async () => {
    const token = await createToken();
    for (const body of ['', {}, { expiresInMinutes: 121 }, { expiresInMinutes: 'ten' }]) {
      expectError(
        await call('POST', `/hold-tokens/${token.holdToken}`, body),
        400,
        'GENERAL_ERROR',
        /^body(\.expiresInMinutes)?: /,
      );
    }
    expect((await call('GET', `/hold-tokens/${token.holdToken}`)).body.expiresAt).toBe(
      token.expiresAt,
    );
  });
});
