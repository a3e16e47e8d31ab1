// What Save will change, in words, computed from the event's channels and the draft. The editor
// shows it before saving and uses "no differences" to know there is nothing to lose on leaving.
import type { DraftChannel } from './channel-list';

export type ChannelChange =
  | { kind: 'added'; key: string; name: string }
  | { kind: 'removed'; key: string; name: string }
  | { kind: 'renamed'; key: string; from: string; to: string }
  | { kind: 'recoloured'; key: string; from: string; to: string }
  | { kind: 'moved'; key: string; from: number; to: number }
  | { kind: 'objects'; key: string; added: string[]; removed: string[] }
  | { kind: 'places'; key: string; area: string; from: number; to: number };

export function diffChannels(
  saved: readonly DraftChannel[],
  draft: readonly DraftChannel[],
): ChannelChange[] {
  const changes: ChannelChange[] = [];
  const savedByKey = new Map(saved.map((channel, index) => [channel.key, { channel, index }]));
  const draftKeys = new Set(draft.map((channel) => channel.key.trim()));
  // Adding or deleting a channel shifts every index after it; only a change in the order of the
  // channels that stay is a move someone made.
  const keptBefore = saved.map((c) => c.key).filter((key) => draftKeys.has(key));
  const keptAfter = draft.map((c) => c.key.trim()).filter((key) => savedByKey.has(key));

  for (const { channel } of savedByKey.values()) {
    if (!draftKeys.has(channel.key))
      changes.push({ kind: 'removed', key: channel.key, name: channel.name });
  }
  draft.forEach((channel, index) => {
    const key = channel.key.trim();
    const before = savedByKey.get(key);
    if (!before) {
      changes.push({ kind: 'added', key, name: channel.name.trim() });
      return;
    }
    const old = before.channel;
    if (old.name !== channel.name.trim()) {
      changes.push({ kind: 'renamed', key, from: old.name, to: channel.name.trim() });
    }
    if (old.color.toLowerCase() !== channel.color.trim().toLowerCase()) {
      changes.push({ kind: 'recoloured', key, from: old.color, to: channel.color.trim() });
    }
    if (keptBefore.indexOf(key) !== keptAfter.indexOf(key))
      changes.push({ kind: 'moved', key, from: before.index, to: index });
    const oldObjects = new Set(old.objects);
    const newObjects = new Set(channel.objects);
    const added = channel.objects.filter((label) => !oldObjects.has(label));
    const removed = old.objects.filter((label) => !newObjects.has(label));
    if (added.length > 0 || removed.length > 0)
      changes.push({ kind: 'objects', key, added, removed });
    const areas = new Set([...Object.keys(old.areaPlaces), ...Object.keys(channel.areaPlaces)]);
    for (const area of areas) {
      const from = old.areaPlaces[area] ?? 0;
      const to = channel.areaPlaces[area] ?? 0;
      if (from !== to) changes.push({ kind: 'places', key, area, from, to });
    }
  });
  return changes;
}

export function describeChange(change: ChannelChange): string {
  switch (change.kind) {
    case 'added':
      return `Add channel "${change.name}" (${change.key})`;
    case 'removed':
      return `Delete channel "${change.name}" (${change.key}); its objects leave every channel`;
    case 'renamed':
      return `Rename ${change.key} from "${change.from}" to "${change.to}"`;
    case 'recoloured':
      return `Recolour ${change.key} from ${change.from || 'none'} to ${change.to || 'none'}`;
    case 'moved':
      return `Move ${change.key} from position ${change.from + 1} to ${change.to + 1}`;
    case 'objects': {
      const parts: string[] = [];
      if (change.added.length > 0) parts.push(`+${change.added.length} (${short(change.added)})`);
      if (change.removed.length > 0)
        parts.push(`−${change.removed.length} (${short(change.removed)})`);
      return `Objects of ${change.key}: ${parts.join(', ')}`;
    }
    case 'places':
      return `Places of ${change.area} in ${change.key}: ${change.from} → ${change.to}`;
  }
}

function short(labels: readonly string[]): string {
  return labels.length > 4 ? `${labels.slice(0, 4).join(', ')}, …` : labels.join(', ');
}
