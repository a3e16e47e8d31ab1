// The SQLite adapter's read of named states in many events at once (object-states.ts,
// getOfEvents): one statement for a season's whole family, its events and labels sent as two
// lists rather than one list of every (event, label) pair.

/**
 * One primary-key lookup per (event, label), in one statement. `?1`, `?2`: JSON arrays of event
 * ids and of labels, every one of those labels in every one of those events (a season's family:
 * 1,001 ids and 9 labels, where a list of 9,009 pairs took twice the time to build and search);
 * `?3`: a JSON array of [event id, label], the pairs read besides.
 */
export const READ_OF_EVENTS = `SELECT s.event_id, s.label, s.state FROM json_each(?) AS e
  JOIN object_states AS s ON s.event_id = e.value AND s.label IN (SELECT value FROM json_each(?))
  UNION ALL
  SELECT s.event_id, s.label, s.state FROM json_each(?) AS w
  JOIN object_states AS s ON s.event_id = w.value ->> 0 AND s.label = w.value ->> 1`;

/**
 * The events asking for the labels most of them ask for (the same labels, in any order), and the
 * (event, label) pairs of the others: READ_OF_EVENTS's three lists.
 */
export function sharedLabels(labelsByEvent: ReadonlyMap<number, readonly string[]>): {
  shared: { eventIds: number[]; labels: string[] };
  pairs: Array<[number, string]>;
} {
  const groups = new Map<string, { eventIds: number[]; labels: string[] }>();
  for (const [eventId, labels] of labelsByEvent) {
    const unique = [...new Set(labels)].sort();
    const key = unique.join('\u0000');
    const group = groups.get(key) ?? { eventIds: [], labels: unique };
    group.eventIds.push(eventId);
    groups.set(key, group);
  }
  let shared = { eventIds: [] as number[], labels: [] as string[] };
  for (const group of groups.values()) {
    if (group.eventIds.length * group.labels.length > shared.eventIds.length * shared.labels.length)
      shared = group;
  }
  const pairs: Array<[number, string]> = [];
  for (const group of groups.values()) {
    if (group === shared) continue;
    for (const eventId of group.eventIds)
      for (const label of group.labels) pairs.push([eventId, label]);
  }
  return { shared, pairs };
}
