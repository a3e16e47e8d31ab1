// The channels editor works on a draft: an ordered list whose position is the channel's `index`.
// Everything here is pure, so every edit can be tested without a browser.
import type { ChannelWire } from '../../../contract/events';

export interface DraftChannel {
  /** Stable identity for React and drag state; the wire key of a new channel is still editable. */
  uid: string;
  key: string;
  name: string;
  /** Empty when the channel has no colour (the wire allows that). */
  color: string;
  objects: string[];
  /** GA area label → number of places of that area in this channel. */
  areaPlaces: Record<string, number>;
  /** True for channels the event already had; their key is fixed. */
  saved: boolean;
  /** A new channel's key follows its name until someone types a key of their own. */
  keyFollowsName?: boolean;
}

export interface ReplaceChannel {
  key: string;
  name: string;
  color?: string;
  index: number;
  objects: string[];
  areaPlaces?: Record<string, number>;
}

/** The event's channels as a draft, ordered by `index` (channels without one keep their place). */
export function draftFromEvent(channels: readonly ChannelWire[] | undefined): DraftChannel[] {
  const ordered = (channels ?? [])
    .map((channel, position) => ({ channel, position }))
    .sort((a, b) => {
      const ai = a.channel.index ?? Number.POSITIVE_INFINITY;
      const bi = b.channel.index ?? Number.POSITIVE_INFINITY;
      return ai === bi ? a.position - b.position : ai - bi;
    });
  return ordered.map(({ channel }) => ({
    uid: `saved:${channel.key}`,
    key: channel.key,
    name: channel.name,
    color: channel.color ?? '',
    objects: [...channel.objects],
    areaPlaces: { ...(channel.areaPlaces ?? {}) },
    saved: true,
  }));
}

/** Exactly the edited list, with `index` 0..n−1 in the order shown. */
export function toReplaceBody(drafts: readonly DraftChannel[]): { channels: ReplaceChannel[] } {
  return {
    channels: drafts.map((draft, index) => {
      const channel: ReplaceChannel = {
        key: draft.key.trim(),
        name: draft.name.trim(),
        index,
        objects: [...draft.objects],
      };
      if (draft.color.trim()) channel.color = draft.color.trim();
      if (Object.keys(draft.areaPlaces).length > 0) channel.areaPlaces = { ...draft.areaPlaces };
      return channel;
    }),
  };
}

export function moveChannel(
  drafts: readonly DraftChannel[],
  from: number,
  to: number,
): DraftChannel[] {
  if (from === to || from < 0 || to < 0 || from >= drafts.length || to >= drafts.length) {
    return [...drafts];
  }
  const next = [...drafts];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function updateChannel(
  drafts: readonly DraftChannel[],
  uid: string,
  change: Partial<Pick<DraftChannel, 'key' | 'name' | 'color'>>,
): DraftChannel[] {
  return drafts.map((draft) => {
    if (draft.uid !== uid) return draft;
    // The key of a channel the event already has is what bookings refer to; it does not change.
    if (draft.saved) {
      const { key: _fixed, ...rest } = change;
      return { ...draft, ...rest };
    }
    if (change.key !== undefined) return { ...draft, ...change, keyFollowsName: false };
    if (change.name !== undefined && draft.keyFollowsName) {
      const others = drafts.filter((other) => other.uid !== uid);
      return { ...draft, ...change, key: keyFromName(change.name, others) };
    }
    return { ...draft, ...change };
  });
}

/**
 * A key made from a channel's name ("Partner sales" → `partner-sales`), unique in the list:
 * `-2`, `-3`… are added when another channel has it. Letters with accents lose them; a name with
 * nothing usable gives `channel`.
 */
export function keyFromName(name: string, others: readonly DraftChannel[]): string {
  const stem =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'channel';
  const used = new Set(others.map((other) => other.key.trim()));
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

export function removeChannel(drafts: readonly DraftChannel[], uid: string): DraftChannel[] {
  return drafts.filter((draft) => draft.uid !== uid);
}

let uidCounter = 0;

/** A new channel. The editor makes its key from its name and lets it follow the name (see
 * `updateChannel`) until someone types a key of their own. */
export function newChannel(
  key: string,
  name: string,
  color: string,
  keyFollowsName = false,
): DraftChannel {
  uidCounter += 1;
  return {
    uid: `new:${uidCounter}`,
    key,
    name,
    color,
    objects: [],
    areaPlaces: {},
    saved: false,
    keyFollowsName,
  };
}

/** Objects plus GA places: what a box-office person thinks of as "seats in this channel". */
export function channelSize(draft: DraftChannel): { objects: number; places: number } {
  const places = Object.values(draft.areaPlaces).reduce((sum, n) => sum + n, 0);
  return { objects: draft.objects.length, places };
}
