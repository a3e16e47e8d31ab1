// Everything the service would refuse, caught before Save: empty or duplicate keys and names,
// colours that are not colours, unknown objects, GA places beyond an area's capacity.

import { colorProblem } from '../../lib/colors';
import type { DraftChannel } from './channel-list';

/** What the editor knows about the event's objects; absent while they load. */
export interface ObjectIndex {
  labels: ReadonlySet<string>;
  /** GA area label → capacity. */
  gaCapacity: ReadonlyMap<string, number>;
}

export interface ChannelProblems {
  key?: string;
  name?: string;
  color?: string;
  objects?: string;
  places?: string;
}

export interface Validation {
  byChannel: Record<string, ChannelProblems>;
  ok: boolean;
}

/** The placeholder reports and status changes use for "no channel"; a channel cannot be called that. */
const RESERVED_KEYS = new Set(['NO_CHANNEL']);

export function validateChannels(
  drafts: readonly DraftChannel[],
  objects?: ObjectIndex,
): Validation {
  const byChannel: Record<string, ChannelProblems> = {};
  const keyCount = countBy(drafts.map((d) => d.key.trim()));
  const nameCount = countBy(drafts.map((d) => d.name.trim().toLowerCase()));
  const placesByArea = new Map<string, number>();
  for (const draft of drafts) {
    for (const [area, n] of Object.entries(draft.areaPlaces)) {
      placesByArea.set(area, (placesByArea.get(area) ?? 0) + n);
    }
  }

  for (const draft of drafts) {
    const problems: ChannelProblems = {};
    const key = draft.key.trim();
    const name = draft.name.trim();
    if (!key) problems.key = 'Enter a key.';
    else if (RESERVED_KEYS.has(key)) problems.key = `"${key}" is reserved; choose another key.`;
    else if ((keyCount.get(key) ?? 0) > 1)
      problems.key = `Another channel already has the key "${key}".`;
    if (!name) problems.name = 'Enter a name.';
    else if ((nameCount.get(name.toLowerCase()) ?? 0) > 1) {
      problems.name = `Another channel is already named "${name}".`;
    }
    const color = colorProblem(draft.color);
    if (color) problems.color = color;

    if (objects) {
      const unknown = draft.objects.filter((label) => !objects.labels.has(label));
      if (unknown.length > 0) problems.objects = `Not on this event: ${preview(unknown)}.`;
      const placeProblems: string[] = [];
      for (const [area, n] of Object.entries(draft.areaPlaces)) {
        const capacity = objects.gaCapacity.get(area);
        if (capacity === undefined) placeProblems.push(`${area} is not a general admission area`);
        else if (!Number.isInteger(n) || n < 1)
          placeProblems.push(`${area}: places must be a whole number above 0`);
        else if ((placesByArea.get(area) ?? 0) > capacity) {
          placeProblems.push(
            `${area} has ${capacity} places, the channels give it ${placesByArea.get(area)}`,
          );
        }
      }
      if (placeProblems.length > 0) problems.places = `${placeProblems.join('; ')}.`;
    }
    if (Object.keys(problems).length > 0) byChannel[draft.uid] = problems;
  }
  return { byChannel, ok: Object.keys(byChannel).length === 0 };
}

export function preview(labels: readonly string[], max = 5): string {
  const shown = labels.slice(0, max).join(', ');
  return labels.length > max ? `${shown} and ${labels.length - max} more` : shown;
}

function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
