// Assigning objects to channels. An object is in one channel at most; taking it from another
// channel is explicit: painting.ts asks first, then says "move" or "skip" here.
import type { DraftChannel } from './channel-list';

/**
 * Adds `labels` to the target channel. Labels held by another channel move when `onConflict` is
 * 'move' and stay where they are when it is 'skip'.
 */
export function assignObjects(
  drafts: readonly DraftChannel[],
  targetUid: string,
  labels: readonly string[],
  onConflict: 'move' | 'skip',
): DraftChannel[] {
  const owner = ownerByLabel(drafts);
  const taking = labels.filter((label) => {
    const from = owner.get(label);
    return from === undefined || from === targetUid || onConflict === 'move';
  });
  const takingSet = new Set(taking);
  return drafts.map((draft) => {
    if (draft.uid === targetUid) {
      const have = new Set(draft.objects);
      return {
        ...draft,
        objects: [...draft.objects, ...taking.filter((label) => !have.has(label))],
      };
    }
    if (draft.objects.some((label) => takingSet.has(label))) {
      return { ...draft, objects: draft.objects.filter((label) => !takingSet.has(label)) };
    }
    return draft;
  });
}

export function unassignObjects(
  drafts: readonly DraftChannel[],
  uid: string,
  labels: readonly string[],
): DraftChannel[] {
  const dropping = new Set(labels);
  return drafts.map((draft) =>
    draft.uid === uid
      ? { ...draft, objects: draft.objects.filter((l) => !dropping.has(l)) }
      : draft,
  );
}

/** Sets (or, with 0, removes) a GA area's number of places in one channel. */
export function setAreaPlaces(
  drafts: readonly DraftChannel[],
  uid: string,
  area: string,
  places: number,
): DraftChannel[] {
  return drafts.map((draft) => {
    if (draft.uid !== uid) return draft;
    const { [area]: _dropped, ...rest } = draft.areaPlaces;
    return { ...draft, areaPlaces: places > 0 ? { ...rest, [area]: places } : rest };
  });
}

/** Places of `area` already given to channels other than `exceptUid`. */
export function placesElsewhere(
  drafts: readonly DraftChannel[],
  area: string,
  exceptUid: string,
): number {
  return drafts
    .filter((draft) => draft.uid !== exceptUid)
    .reduce((sum, draft) => sum + (draft.areaPlaces[area] ?? 0), 0);
}

export function ownerByLabel(drafts: readonly DraftChannel[]): Map<string, string> {
  const owner = new Map<string, string>();
  for (const draft of drafts) for (const label of draft.objects) owner.set(label, draft.uid);
  return owner;
}
