// Random batches on the small chart for the desk's property tests: prior states set through the
// API (bookings, holds with live and soon-dead tokens, custom statuses, not-for-sale, extra data,
// a channel), then rows as staff would type them. Test helper; imported by tests only.
import fc from 'fast-check';
import { ApiError, type SeatdeskClient } from '../../../client';
import { ChannelsApi } from '../../../client/channels';
import { type DraftRow, newRow, type RowAction } from './rows/draft';

const SETUP_LABELS = ['A-1', 'A-2', 'T1-1', 'T2', 'GA1', 'GA2', 'BO1'];
export type TokenChoice = 'none' | 'live' | 'other' | 'dead' | 'madeUp';

/** One of the keys, each as often as its weight says. */
function weighted<K extends string>(weights: Record<K, number>): fc.Arbitrary<K> {
  return fc.oneof(
    ...Object.entries<number>(weights).map(([key, weight]) => ({
      arbitrary: fc.constant(key as K),
      weight,
    })),
  );
}

const objectArb = fc
  .record({
    // Mostly labels the event books; now and then one it refuses (T1, T2-1) or does not know.
    label: weighted({
      'A-1': 4,
      'A-2': 3,
      'A-3': 3,
      'A-4': 3,
      'T1-1': 2,
      'T1-2': 2,
      T2: 2,
      GA1: 4,
      GA2: 2,
      BO1: 2,
      T1: 1,
      'T2-1': 1,
      'ZZ-9': 1,
    }),
    quantity: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    keepWrongQuantity: fc.integer({ min: 0, max: 9 }),
  })
  // Mostly quantities where they belong (GA areas); now and then one on a seat.
  .map(({ label, quantity, keepWrongQuantity }) => ({
    label,
    quantity: label.startsWith('GA') || keepWrongQuantity === 0 ? quantity : undefined,
  }));
const rowArb = fc.record({
  event: weighted({ main: 16, other: 5, missing: 1 }),
  objects: fc.array(objectArb, { minLength: 1, maxLength: 2 }),
  action: fc.constantFrom<RowAction>('book', 'hold', 'release', 'custom'),
  token: weighted<TokenChoice>({ none: 8, live: 10, other: 2, dead: 1, madeUp: 1 }),
  orderId: fc.constantFrom('', 'o1', 'o2'),
  channels: fc.constantFrom('default', 'default', 'default', 'ch1', 'none', 'ch1+none', 'ignore'),
  guard: fc.constantFrom(
    '',
    '',
    '',
    'allowed:free',
    'allowed:booked,free',
    'rejected:booked',
    'rejected:reservedByToken',
  ),
  keepExtraData: fc.boolean(),
});
const setupArb = fc.record({
  label: fc.constantFrom(...SETUP_LABELS),
  kind: fc.constantFrom('book', 'hold', 'holdDead', 'custom', 'notForSale', 'extraData'),
  quantity: fc.integer({ min: 1, max: 3 }),
  orderId: fc.constantFrom(undefined, 'o1'),
});
export const caseArb = fc.record({
  channel: fc.boolean(),
  setup: fc.array(setupArb, { maxLength: 5 }),
  rows: fc.array(rowArb, { minLength: 1, maxLength: 3 }),
});

export type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;
let caseNumber = 0;

/** Two fresh events on chart `small` (seeded by the caller), the case's channel and prior states. */
export async function prepareCase(client: SeatdeskClient, c: Case) {
  caseNumber += 1;
  const keys = {
    main: `main-${caseNumber}`,
    other: `other-${caseNumber}`,
    missing: 'no-such-event',
  };
  for (const key of [keys.main, keys.other])
    await client.events.create({ chartKey: 'small', eventKey: key });
  if (c.channel) {
    await new ChannelsApi(client.transport).replace(keys.main, [
      { key: 'ch1', name: 'Channel 1', objects: ['A-2', 'T1-1'], areaPlaces: { GA1: 1 } },
    ]);
  }
  const token = async () => (await client.holdTokens.create()).holdToken;
  const tokens: Record<TokenChoice, string> = {
    none: '',
    live: await token(),
    other: await token(),
    dead: await token(),
    madeUp: 'not-a-real-token',
  };
  const status = client.status;
  for (const step of c.setup) {
    const isArea = step.label.startsWith('GA');
    const ref = isArea ? { objectId: step.label, quantity: step.quantity } : step.label;
    const base = { objects: [ref], orderId: step.orderId, ignoreChannels: true };
    // A setup step the rules refuse just leaves the object as it was.
    await (async () => {
      if (step.kind === 'book') await status.book(keys.main, base);
      if (step.kind === 'hold') await status.hold(keys.main, { ...base, holdToken: tokens.live });
      if (step.kind === 'holdDead')
        await status.hold(keys.main, { ...base, holdToken: tokens.dead });
      if (step.kind === 'extraData') {
        await status.updateExtraData(keys.main, step.label, { note: `set ${caseNumber}` });
      }
      if (step.kind === 'custom' && !isArea) {
        await status.changeObjectStatus(keys.main, { ...base, status: 'vip' });
      }
      if (step.kind === 'notForSale') {
        await status.markAsNotForSale(
          keys.main,
          isArea ? { areaPlaces: { [step.label]: step.quantity } } : { objects: [step.label] },
        );
      }
    })().catch((error) => {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
    });
  }
  await client.holdTokens.expireInMinutes(tokens.dead, 0);
  return { keys, tokens };
}

export function draftRows(
  c: Case,
  keys: Record<string, string>,
  tokens: Record<TokenChoice, string>,
) {
  return c.rows.map((row): DraftRow => {
    const hasArea = row.objects.some((one) => one.label.startsWith('GA'));
    // Custom statuses on GA areas are left out: infos do not tell booked from custom places.
    const action = row.action === 'custom' && hasArea ? 'book' : row.action;
    const [guardKind, guardList = ''] = row.guard.split(':');
    return newRow({
      eventKey: keys[row.event],
      objects: row.objects
        .map((one) => (one.quantity === undefined ? one.label : `${one.label} x ${one.quantity}`))
        .join(', '),
      action,
      customStatus: action === 'custom' ? 'vip' : '',
      holdToken: tokens[row.token],
      orderId: row.orderId,
      keepExtraData: row.keepExtraData,
      channelKeys: row.channels.startsWith('ch1')
        ? row.channels.split('+').map(channelKey)
        : row.channels === 'none'
          ? ['NO_CHANNEL']
          : [],
      ignoreChannels: row.channels === 'ignore',
      allowedPrevious: guardKind === 'allowed' ? guardList : '',
      rejectedPrevious: guardKind === 'rejected' ? guardList : '',
    });
  });
}

const channelKey = (part: string) => (part === 'none' ? 'NO_CHANNEL' : part);
