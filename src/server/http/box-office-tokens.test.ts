// The box office's hold tokens (Seatdesk addition, docs/holds.md): marked with who made them,
// listed with their expiry and what they hold in which events, expired ones never listed, paged,
// bounded, and never seen by another workspace or company. Runs on PostgreSQL with TEST_STORE_URL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoxOfficeTokenPageSchema, BoxOfficeTokenSchema } from '../../contract/box-office-tokens';
import { LIMITS } from '../../contract/limits';
import { generateDrawing } from '../../domain/drawing';
import { hashKey } from '../application/accounts/keys';
import { startTestService, type TestService } from '../service-test-kit';
import { type Call, caller, expectError, fixture, ok } from './http-test-kit';

const MINUTE = 60_000;
let svc: TestService;
let call: Call;
let other: Call;

beforeAll(async () => {
  svc = await startTestService();
  call = caller(svc);
  other = caller(svc, (await svc.newCompany()).workspace.secretKey);
  for (const who of [call, other]) {
    await ok(who, 'POST', '/system/public/charts/venue', fixture('sampleChart'));
    await ok(who, 'POST', '/events', { chartKey: 'venue', eventKey: 'mon' });
    await ok(who, 'POST', '/events', { chartKey: 'venue', eventKey: 'tue' });
  }
  await ok(call, 'POST', '/system/public/charts/big', generateDrawing({ seats: 160 }));
  await ok(call, 'POST', '/events', { chartKey: 'big', eventKey: 'big' });
});
afterAll(() => svc.close());

async function newToken(who: Call = call, expiresInMinutes = 15): Promise<string> {
  return (await ok(who, 'POST', '/hold-tokens', { expiresInMinutes })).body.holdToken;
}

async function list(who: Call = call, query = '') {
  const reply = await ok(who, 'GET', `/seatdesk/hold-tokens${query}`);
  return BoxOfficeTokenPageSchema.parse(reply.body);
}

const listed = async (who: Call = call) => (await list(who)).items.map((one) => one.holdToken);

describe('GET /seatdesk/hold-tokens', () => {
  it('lists a marked token with who made it, its expiry and what it holds in which events', async () => {
    const token = await newToken();
    await ok(call, 'POST', '/events/mon/actions/hold', {
      objects: ['A-1', 'A-2'],
      holdToken: token,
    });
    await ok(call, 'POST', '/events/tue/actions/hold', { objects: ['B-3'], holdToken: token });
    const marked = await ok(call, 'POST', `/seatdesk/hold-tokens/${token}`, { madeBy: ' Ana ' });
    const item = BoxOfficeTokenSchema.parse(marked.body);
    expect(item).toMatchObject({ holdToken: token, madeBy: 'Ana', objectCount: 3 });
    expect(item.held).toEqual([
      { eventKey: 'mon', objects: ['A-1', 'A-2'] },
      { eventKey: 'tue', objects: ['B-3'] },
    ]);
    expect(item.expiresInSeconds).toBeGreaterThan(14 * 60);
    const read = await ok(call, 'GET', `/hold-tokens/${token}`);
    expect(item.expiresAt).toBe(read.body.expiresAt);
    expect((await list()).items.find((one) => one.holdToken === token)).toEqual({
      ...item,
      expiresInSeconds: expect.any(Number),
    });

    // Booking one of them: the list follows the states.
    await ok(call, 'POST', '/events/tue/actions/book', { objects: ['B-3'], holdToken: token });
    const after = (await list()).items.find((one) => one.holdToken === token);
    expect(after?.objectCount).toBe(2);
    expect(after?.held).toEqual([{ eventKey: 'mon', objects: ['A-1', 'A-2'] }]);
  });

  it("lists only the box office's tokens: a token made through seats.io's route is not", async () => {
    const plain = await newToken();
    expect(await listed()).not.toContain(plain);
  });

  it('never lists an expired token, though it was marked', async () => {
    const soon = await newToken(call, 1);
    await ok(call, 'POST', `/seatdesk/hold-tokens/${soon}`, { madeBy: 'Ben' });
    expect(await listed()).toContain(soon);
    svc.advanceClock(MINUTE + 1000);
    expect(await listed()).not.toContain(soon);
    expectError(
      await call('POST', `/seatdesk/hold-tokens/${soon}`, {}),
      404,
      'HOLD_TOKEN_NOT_FOUND',
    );
  });

  it('shows an extended expiry', async () => {
    const token = await newToken(call, 5);
    await ok(call, 'POST', `/seatdesk/hold-tokens/${token}`, {});
    await ok(call, 'POST', `/hold-tokens/${token}`, { expiresInMinutes: 30 });
    const item = (await list()).items.find((one) => one.holdToken === token);
    expect(item?.madeBy).toBeNull();
    expect(item?.expiresInSeconds).toBeGreaterThan(29 * 60);
  });

  it('pages newest first with limit and start_after_id', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      made.unshift(await newToken());
      await ok(call, 'POST', `/seatdesk/hold-tokens/${made[0]}`, { madeBy: `Clerk ${i}` });
      svc.advanceClock(1000);
    }
    const all = await listed();
    expect(all.slice(0, 3)).toEqual(made);
    const first = await list(call, '?limit=2');
    expect(first.items.map((one) => one.holdToken)).toEqual(made.slice(0, 2));
    expect(first.next_page_starts_after).toBe(made[1]);
    const second = await list(call, `?limit=2&start_after_id=${made[1]}`);
    expect(second.items.map((one) => one.holdToken)).toEqual(all.slice(2, 4));
    const last = await list(call, `?limit=100&start_after_id=${made[1]}`);
    expect(last.next_page_starts_after).toBeUndefined();
  });

  it(`lists at most ${LIMITS.heldObjectsListedPerToken} objects of a token, and counts them all`, async () => {
    const token = await newToken();
    const labels = ['A', 'B', 'C', 'D'].flatMap((row) =>
      Array.from({ length: 40 }, (_, i) => `${row}-${i + 1}`),
    );
    await ok(call, 'POST', '/events/big/actions/hold', { objects: labels, holdToken: token });
    const item = BoxOfficeTokenSchema.parse(
      (await ok(call, 'POST', `/seatdesk/hold-tokens/${token}`, {})).body,
    );
    expect(item.objectCount).toBe(160);
    expect(item.held).toHaveLength(1);
    expect(item.held[0].objects).toHaveLength(LIMITS.heldObjectsListedPerToken);
  });
});

describe('marking and unmarking', () => {
  it('keeps the name of the first mark; DELETE takes the token off the list, its holds stay', async () => {
    const token = await newToken();
    await ok(call, 'POST', '/events/mon/actions/hold', { objects: ['C-1'], holdToken: token });
    await ok(call, 'POST', `/seatdesk/hold-tokens/${token}`, { madeBy: 'Ana' });
    const again = await ok(call, 'POST', `/seatdesk/hold-tokens/${token}`, { madeBy: 'Ben' });
    expect(again.body.madeBy).toBe('Ana');
    const gone = await call('DELETE', `/seatdesk/hold-tokens/${token}`);
    expect(gone.status, gone.text).toBe(204);
    expect(await listed()).not.toContain(token);
    const seat = await ok(call, 'GET', '/events/mon/objects?label=C-1');
    expect(seat.body['C-1'].holdToken).toBe(token);
  });

  it('refuses bad input with one clear error, and changes nothing', async () => {
    const token = await newToken();
    const before = await listed();
    const tooLong = 'x'.repeat(LIMITS.staffNameLength + 1);
    for (const [body, message] of [
      [{ madeBy: '  ' }, 'body.madeBy: must not be empty'],
      [{ madeBy: tooLong }, /^body\.madeBy: /],
      [{ madeBy: 7 }, /^body\.madeBy: /],
      [{ who: 'Ana' }, 'body: Unrecognized key: "who"'],
    ] as const) {
      expectError(
        await call('POST', `/seatdesk/hold-tokens/${token}`, body),
        400,
        'GENERAL_ERROR',
        message,
      );
    }
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?page=2']) {
      expectError(
        await call('GET', `/seatdesk/hold-tokens${query}`),
        400,
        'GENERAL_ERROR',
        /^query/,
      );
    }
    expectError(
      await call('GET', '/seatdesk/hold-tokens?start_after_id=nope'),
      400,
      'GENERAL_ERROR',
      'start_after_id: nope is not a hold token of this workspace',
    );
    expectError(await call('POST', '/seatdesk/hold-tokens/nope', {}), 404, 'HOLD_TOKEN_NOT_FOUND');
    expectError(await call('DELETE', '/seatdesk/hold-tokens/nope'), 404, 'HOLD_TOKEN_NOT_FOUND');
    expect(await listed()).toEqual(before);
  });

  it('asks for the secret key like every route', async () => {
    for (const [method, path] of [
      ['GET', '/seatdesk/hold-tokens'],
      ['POST', '/seatdesk/hold-tokens/x'],
      ['DELETE', '/seatdesk/hold-tokens/x'],
    ]) {
      expect((await call(method, path, undefined, { key: null })).status).toBe(401);
    }
  });
});

describe('tenant isolation', () => {
  it("another company never sees, marks or unmarks this workspace's tokens, nor their holds", async () => {
    const mine = await newToken();
    await ok(call, 'POST', '/events/mon/actions/hold', { objects: ['D-1'], holdToken: mine });
    await ok(call, 'POST', `/seatdesk/hold-tokens/${mine}`, { madeBy: 'Ana' });
    const theirs = await newToken(other);
    await ok(other, 'POST', '/events/mon/actions/hold', { objects: ['D-2'], holdToken: theirs });
    await ok(other, 'POST', `/seatdesk/hold-tokens/${theirs}`, { madeBy: 'Zoe' });

    const seen = await list(other);
    expect(seen.items.map((one) => one.holdToken)).toEqual([theirs]);
    expect(JSON.stringify(seen)).not.toMatch(/Ana|D-1/);
    expect(await listed()).not.toContain(theirs);
    expectError(
      await other('POST', `/seatdesk/hold-tokens/${mine}`, {}),
      404,
      'HOLD_TOKEN_NOT_FOUND',
    );
    expectError(
      await other('DELETE', `/seatdesk/hold-tokens/${mine}`),
      404,
      'HOLD_TOKEN_NOT_FOUND',
    );
    expectError(
      await other('GET', `/seatdesk/hold-tokens?start_after_id=${mine}`),
      400,
      'GENERAL_ERROR',
    );
    expect(await listed()).toContain(mine);
  });

  it('another workspace of the same company never sees them either', async () => {
    const secret = randomUUID();
    await svc.deps.store.transaction((tx) =>
      tx.insertWorkspace({
        companyId: svc.company.admin.id,
        key: randomUUID(),
        secretKeyHash: hashKey(secret),
        name: 'Second workspace',
        isTest: true,
        isActive: true,
        isDefault: false,
      }),
    );
    const second = caller(svc, secret);
    const mine = await newToken();
    await ok(call, 'POST', `/seatdesk/hold-tokens/${mine}`, { madeBy: 'Ana' });
    expect((await list(second)).items).toEqual([]);
    expectError(
      await second('POST', `/seatdesk/hold-tokens/${mine}`, {}),
      404,
      'HOLD_TOKEN_NOT_FOUND',
    );
    expect(await listed()).toContain(mine);
  });
});
