// The status snapshot without labels (docs/live-feed.md), for a map whose drawing lists the
// event's objects in the chart's order, as its label digest proves: each distinct state once,
// then one column per field, each in its shortest form (domain/status-snapshot/column-forms.ts:
// dense digits, the exceptions to a default, or runs). Sizes in docs/benchmarks.md.
import type { ChartObject, ObjectState } from '../../../domain/model';
import { channelsByLabel } from '../../../domain/status-snapshot/channel-digest';
import { encodePacked } from '../../../domain/status-snapshot/column-forms';
import { Dictionary } from './snapshot-dictionary';

export function compactSnapshotJson(
  revision: number,
  labelsDigest: string,
  objects: readonly ChartObject[],
  states: ReadonlyMap<string, ObjectState>,
  channels: ReadonlyArray<{ key: string; objects?: string[] }>,
  /** The digest of `channels` when the asker holds them: each object's channel is left out. */
  channelsDigest?: string,
): string {
  const channelOf = channelsByLabel(channelsDigest === undefined ? channels : []);
  // A state's fields joined as its dictionary key; the first is free, for sale, no channel.
  const kinds = new Dictionary();
  const kindValues: Array<{
    status: string;
    forSale: boolean;
    holdToken?: string;
    channel?: string;
  }> = [];
  const kindOf = (status: string, forSale: boolean, holdToken?: string, channel?: string) => {
    const at = kinds.of(JSON.stringify([status, forSale, holdToken, channel]));
    if (at === kindValues.length) {
      kindValues.push({
        status,
        forSale,
        ...(holdToken === undefined ? {} : { holdToken }),
        ...(channel === undefined ? {} : { channel }),
      });
    }
    return at;
  };
  kindOf('free', true);
  const categories = new Dictionary();
  const state = new Int32Array(objects.length);
  const category = new Int32Array(objects.length);
  const places: Record<string, unknown> = {};
  objects.forEach((object, i) => {
    const known = states.get(object.label);
    state[i] = kindOf(
      known?.status ?? 'free',
      !known?.notForSale,
      known?.holdToken,
      channelOf.get(object.label),
    );
    category[i] = categories.of(object.categoryKey);
    if (known?.places) places[i] = known.places;
  });
  return JSON.stringify({
    revision,
    labelsDigest,
    ...(channelsDigest === undefined ? {} : { channelsDigest }),
    objects: objects.length,
    states: kindValues,
    state: encodePacked(state, kindValues.length),
    categories: categories.values,
    category: encodePacked(category, categories.values.length),
    places,
  });
}
