import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, startBookingKit } from './booking-test-kit';

let kit: BookingKit;
beforeAll(async () => {
  kit = await startBookingKit();
});
afterAll(() => kit.svc.close());

async function channels(event: string) {
  const answer = await kit.call('GET', `/events/${event}`);
  expect(answer.status).toBe(200);
  return answer.body.channels;
}

describe('channel routes', () => {
  it('replace sets the whole list, shown on the event in order, index absent when never set', async () => {
    const event = await kit.event();
    const answer = await kit.call('POST', `/events/${event}/channels/replace`, {
      channels: [
        {
          key: 'vip',
          name: 'VIP',
          color: '#ff0000',
          index: 1,
          objects: ['A-1', 'A-2'],
          areaPlaces: { GA1: 10 },
        },
        { key: 'web', name: 'Web', color: '#00ff00', objects: ['B-1'] },
      ],
    });
    expect(answer.status).toBe(204);
    expect(await channels(event)).toEqual([
      {
        id: 'vip',
        key: 'vip',
        name: 'VIP',
        color: '#ff0000',
        index: 1,
        objects: ['A-1', 'A-2'],
        areaPlaces: { GA1: 10 },
      },
      { id: 'web', key: 'web', name: 'Web', color: '#00ff00', objects: ['B-1'], areaPlaces: {} },
    ]);
  });

  it('add one, add many, refuse an existing key', async () => {
    const event = await kit.event();
    expect(
      (await kit.call('POST', `/events/${event}/channels`, { key: 'a', name: 'A', color: '#111' }))
        .status,
    ).toBe(204);
    const many = await kit.call('POST', `/events/${event}/channels`, [
      { key: 'b', name: 'B', objects: ['A-3'] },
      { key: 'c', name: 'C' },
    ]);
    expect(many.status).toBe(204);
    expect((await channels(event)).map((c: { key: string }) => c.key)).toEqual(['a', 'b', 'c']);
    const again = await kit.call('POST', `/events/${event}/channels`, { key: 'a', name: 'Other' });
    expect([again.status, again.body.errors[0]]).toEqual([
      400,
      { code: 'CHANNEL_KEY_EXISTS', message: 'Channel a already exists' },
    ]);
  });

  it('update, add objects (moving them), remove objects and places, delete', async () => {
    const event = await kit.event();
    await kit.call('POST', `/events/${event}/channels/replace`, {
      channels: [
        { key: 'a', name: 'A', objects: ['A-1'] },
        { key: 'b', name: 'B', objects: ['A-2'] },
      ],
    });
    expect(
      (await kit.call('POST', `/events/${event}/channels/a`, { name: 'Aye', color: '#123456' }))
        .status,
    ).toBe(204);
    expect(
      (
        await kit.call('POST', `/events/${event}/channels/a/objects`, {
          objects: ['A-2', 'A-3'],
          areaPlaces: { GA1: 5 },
        })
      ).status,
    ).toBe(204);
    expect(await channels(event)).toEqual([
      {
        id: 'a',
        key: 'a',
        name: 'Aye',
        color: '#123456',
        objects: ['A-1', 'A-2', 'A-3'],
        areaPlaces: { GA1: 5 },
      },
      { id: 'b', key: 'b', name: 'B', objects: [], areaPlaces: {} },
    ]);
    const removed = await kit.call('DELETE', `/events/${event}/channels/a/objects`, {
      objects: ['A-1'],
      areaPlaces: { GA1: 2 },
    });
    expect(removed.status).toBe(204);
    expect((await channels(event))[0]).toMatchObject({
      objects: ['A-2', 'A-3'],
      areaPlaces: { GA1: 3 },
    });
    expect(
      (await kit.call('POST', `/events/${event}/channels/b`, { objects: ['A-3'] })).status,
    ).toBe(204);
    expect((await channels(event)).map((c: { objects: string[] }) => c.objects)).toEqual([
      ['A-2'],
      ['A-3'],
    ]);
    expect((await kit.call('DELETE', `/events/${event}/channels/b`)).status).toBe(204);
    expect((await channels(event)).map((c: { key: string }) => c.key)).toEqual(['a']);
  });

  it('channels given at event creation take part in the channel rule', async () => {
    const event = await kit.event({ channels: [{ key: 'vip', name: 'VIP', objects: ['A-1'] }] });
    const plain = await kit.call('POST', `/events/${event}/actions/book`, { objects: ['A-1'] });
    expect(plain.body.errors[0]).toEqual({
      code: 'OBJECT_IN_CHANNEL',
      message: 'A-1 is in channel vip: give channelKeys with vip, or ignoreChannels',
    });
    const keyed = await kit.call('POST', `/events/${event}/actions/book?expand=objects`, {
      objects: ['A-1'],
      channelKeys: ['vip'],
    });
    expect(keyed.body.objects['A-1']).toMatchObject({ status: 'booked', channel: 'vip' });
    const other = await kit.call('POST', `/events/${event}/actions/book`, {
      objects: ['A-2'],
      channelKeys: ['vip'],
    });
    expect(other.body.errors[0].code).toBe('CHANNEL_NOT_ALLOWED');
    const noChannel = await kit.call('POST', `/events/${event}/actions/book`, {
      objects: ['A-2'],
      channelKeys: ['vip', 'NO_CHANNEL'],
    });
    expect(noChannel.status).toBe(204);
  });

  it.each([
    ['an unknown channel', 'POST', 'channels/zz', { name: 'x' }, 404, 'CHANNEL_NOT_FOUND'],
    ['deleting an unknown channel', 'DELETE', 'channels/zz', undefined, 404, 'CHANNEL_NOT_FOUND'],
    [
      'a label not on the chart',
      'POST',
      'channels/a/objects',
      { objects: ['Z-1'] },
      400,
      'OBJECT_NOT_FOUND',
    ],
    [
      'too many GA places',
      'POST',
      'channels/a/objects',
      { areaPlaces: { GA1: 101 } },
      400,
      'CHANNEL_AREA_PLACES_EXCEEDED',
    ],
    [
      'one object in two channels',
      'POST',
      'channels/replace',
      {
        channels: [
          { key: 'x', name: 'X', objects: ['A-1'] },
          { key: 'y', name: 'Y', objects: ['A-1'] },
        ],
      },
      400,
      'OBJECT_IN_TWO_CHANNELS',
    ],
    ['a channel without a name', 'POST', 'channels', { key: 'x' }, 400, 'GENERAL_ERROR'],
    ['a duplicate name', 'POST', 'channels', { key: 'x', name: 'A' }, 400, 'CHANNEL_NAME_EXISTS'],
  ])('refuses %s', async (_name, method, path, body, status, code) => {
    const event = await kit.event({ channels: [{ key: 'a', name: 'A', objects: [] }] });
    const answer = await kit.call(method, `/events/${event}/${path}`, body);
    expect([answer.status, answer.body.errors[0].code]).toEqual([status, code]);
    expect((await channels(event)).map((c: { key: string }) => c.key)).toEqual(['a']);
  });
});

describe('channels given with a new event or season', () => {
  const good = { key: 'web', name: 'Web' };
  const bad = { key: 'door', name: 7 };

  it('a bad channel is refused by its index, and nothing is made', async () => {
    for (const [path, body, where] of [
      ['/events', { chartKey: 'sampleChart', eventKey: 'given-1' }, 'body.channels.1'],
      ['/seasons', { chartKey: 'sampleChart', key: 'given-2' }, 'body.channels.1'],
    ] as const) {
      const answer = await kit.call('POST', path, { ...body, channels: [good, bad] });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors[0].message).toMatch(
        new RegExp(`^${where.replace(/\./g, '\\.')}\\.name: `),
      );
    }
    const batch = await kit.call('POST', '/events/actions/create-multiple', {
      chartKey: 'sampleChart',
      events: [{ eventKey: 'given-3' }, { eventKey: 'given-4', channels: [good, bad] }],
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(400);
    expect(batch.body.errors[0].message).toMatch(/^body\.events\.1\.channels\.1\.name: /);
    for (const key of ['given-1', 'given-2', 'given-3', 'given-4']) {
      expect((await kit.call('GET', `/events/${key}`)).status).toBe(404);
    }
  });
});
