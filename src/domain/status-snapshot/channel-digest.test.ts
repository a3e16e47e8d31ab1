// The channels' digest is hashed without building the list of their labels: it must stay the
// digest of that list, which the service and older pages compute, or every map would get its
// channels again (or, worse, a service would trust a wrong one).
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { type ChannelObjects, channelsDigest } from './channel-digest';
import { labelOrderDigest } from './label-digest';

const asList = (channels: readonly ChannelObjects[]) => [
  String(channels.length),
  ...channels.flatMap((channel) => [
    channel.key,
    String(channel.objects?.length ?? 0),
    ...(channel.objects ?? []),
  ]),
];

test('the digest of the channels is the label order digest of their keys, counts and objects', () => {
  const channel = fc.record(
    { key: fc.string(), objects: fc.array(fc.string({ maxLength: 12 }), { maxLength: 40 }) },
    { requiredKeys: ['key'] },
  );
  fc.assert(
    fc.property(fc.array(channel, { maxLength: 8 }), (channels) => {
      expect(channelsDigest(channels)).toBe(labelOrderDigest(asList(channels)));
    }),
  );
});

test('digests are pinned: the values the code before this one computed', () => {
  expect(labelOrderDigest(['A-1', 'A-2'])).toBe('86797c90f7086488');
  expect(channelsDigest([{ key: 'vip', objects: ['A-1', 'A-2'] }, { key: 'web' }])).toBe(
    '2dc490c77c4b4056',
  );
});
