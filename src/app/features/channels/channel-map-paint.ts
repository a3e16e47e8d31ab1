// The channels editor's map: every object in the colour of its channel in the draft (so a painted
// seat changes colour before Save), objects in no channel neutral, objects waiting for a "move
// them?" answer marked as conflicts, and a legend counting each channel's seats.
import { NO_CHANNEL } from '../../../domain/model';
import type { MapObject, SeatMapLayout } from '../../../domain/seat-map/types';
import { colorProblem } from '../../lib/colors';
import { describePlace, type LegendEntry, type MapPaint, NEUTRAL } from '../../seat-map';
import type { DraftChannel } from './channel-list';
import { CHANNEL_PALETTE } from './colors';

/** Legend key of the objects no channel holds. */
/** Legend key of the objects waiting for "move them?" (counted apart: they keep their fill). */
const WAITING = 'waiting';
/** The seat map's conflict ring (seat-map.css, light theme), drawn as a ring in the legend's
 * swatch (any CSS background goes) so it is not read as one more orange channel. */
const WAITING_RING = 'radial-gradient(circle, transparent 0 38%, #f79009 42% 66%, transparent 70%)';

export interface ChannelMapInput {
  layout: SeatMapLayout;
  /** Objects the event books (a whole table, or its seats); the others are drawn faded. */
  bookable: (object: MapObject) => boolean;
  drafts: readonly DraftChannel[];
  /** Labels waiting for an answer (painted into a channel while another holds them). */
  waiting: ReadonlySet<string>;
}

/** A channel's colour on the map; one without a usable colour gets a palette colour by position. */
export function channelColour(draft: DraftChannel, position: number): string {
  const colour = draft.color.trim();
  if (colour && !colorProblem(colour)) return colour;
  return CHANNEL_PALETTE[position % CHANNEL_PALETTE.length];
}

export function channelName(draft: DraftChannel): string {
  return draft.name.trim() || draft.key.trim() || 'Unnamed channel';
}

/** GA area → places per channel uid (a whole area listed in a channel's objects counts whole). */
function areaShares(object: MapObject, input: ChannelMapInput, owner: Map<string, string>) {
  const shares = new Map<string, number>();
  const whole = owner.get(object.label);
  if (whole !== undefined) shares.set(whole, object.capacity ?? 0);
  else {
    for (const draft of input.drafts) {
      const places = draft.areaPlaces[object.label];
      if (places && places > 0) shares.set(draft.uid, places);
    }
  }
  return shares;
}

export function channelMapPaint(input: ChannelMapInput): MapPaint {
  const owner = new Map<string, string>();
  for (const draft of input.drafts) for (const label of draft.objects) owner.set(label, draft.uid);
  const colours = new Map(input.drafts.map((d, i) => [d.uid, channelColour(d, i)]));
  const counts = new Map<string, number>();
  const shown = new Map<string, string>();
  const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  let hasAreas = false;
  for (const object of input.layout.objects) {
    if (!input.bookable(object)) continue;
    if (object.kind === 'generalAdmission') {
      hasAreas = true;
      const shares = areaShares(object, input, owner);
      const given = [...shares.values()].reduce((sum, n) => sum + n, 0);
      const free = (object.capacity ?? 0) - given;
      if (free > 0) shares.set(NO_CHANNEL, free);
      for (const [uid, n] of shares) add(uid, n);
      // An area takes the colour of the largest share of its places, "no channel" included, as
      // on the event page's channel colours.
      const most = [...shares].sort((a, b) => b[1] - a[1])[0];
      shown.set(object.label, most?.[0] ?? NO_CHANNEL);
      continue;
    }
    const uid = owner.get(object.label) ?? NO_CHANNEL;
    add(uid, 1);
    shown.set(object.label, uid);
  }
  const unit = hasAreas ? 'places' : undefined;
  const legend: LegendEntry[] = input.drafts.map((draft) => ({
    key: draft.uid,
    name: channelName(draft),
    color: colours.get(draft.uid) ?? CHANNEL_PALETTE[0],
    count: counts.get(draft.uid) ?? 0,
    unit,
    apiTerm: draft.key.trim() ? `channel ${draft.key.trim()}` : undefined,
  }));
  legend.push({
    key: NO_CHANNEL,
    name: 'No channel',
    color: NEUTRAL,
    count: counts.get(NO_CHANNEL) ?? 0,
    unit,
    apiTerm: NO_CHANNEL,
  });
  if (input.waiting.size > 0) {
    // The map rings these (the widget's conflict mark); the legend says what the ring means.
    legend.push({
      key: WAITING,
      name: 'Ringed: waiting for your answer',
      color: WAITING_RING,
      count: input.waiting.size,
    });
  }
  const faded = new Set(input.layout.objects.filter((o) => !input.bookable(o)).map((o) => o.label));
  return {
    fill: (label) => {
      const uid = shown.get(label);
      // The same grey as the event page's channel colours, so "no channel" looks alike on both.
      return uid === undefined ? undefined : (colours.get(uid) ?? NEUTRAL);
    },
    faded: (label) => faded.has(label),
    mark: (label) => (input.waiting.has(label) ? 'conflict' : undefined),
    group: (label) => shown.get(label),
    legend,
  };
}

/** The live region's and list view's line: "A-5, row A, Cat1, in Partners". */
export function describeForChannels(input: ChannelMapInput) {
  const owner = new Map<string, DraftChannel>();
  for (const draft of input.drafts) for (const label of draft.objects) owner.set(label, draft);
  return (object: MapObject): string => {
    const parts = describePlace(input.layout, object);
    if (!input.bookable(object)) {
      parts.push(object.kind === 'table' ? 'sold seat by seat' : `sold with table ${object.table}`);
      return parts.join(', ');
    }
    const draft = owner.get(object.label);
    if (object.kind === 'generalAdmission' && !draft) {
      const shares = input.drafts
        .filter((d) => (d.areaPlaces[object.label] ?? 0) > 0)
        .map((d) => `${d.areaPlaces[object.label]} places in ${channelName(d)}`);
      parts.push(shares.length > 0 ? shares.join(', ') : 'no channel');
      parts.push('set its places under "General admission places"');
    } else {
      parts.push(draft ? `in ${channelName(draft)}` : 'no channel');
    }
    if (input.waiting.has(object.label)) parts.push('waiting for your answer to move it');
    return parts.join(', ');
  };
}
