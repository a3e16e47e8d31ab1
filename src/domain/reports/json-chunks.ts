// The JSON text of a detailed report, written in chunks of OBJECTS_PER_CHUNK objects so that a
// 100,000-object report is neither one giant string nor one chunk per object. The text is exactly
// JSON.stringify of the same report (tests hold both report kinds to that).

const OBJECTS_PER_CHUNK = 256;

/** `{"group":[…],…}` of groups of object indices; `json(i)` is the JSON of object `i`. */
export function* groupsJson(
  groups: Record<string, number[]>,
  json: (i: number) => string,
): Generator<string> {
  let first = true;
  yield '{';
  // Object.keys gives the order JSON.stringify uses (integer-like keys first).
  for (const key of Object.keys(groups)) {
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* arrayJson(groups[key], json);
  }
  yield '}';
}

/** `[obj,obj,…]` of the given objects, as chunks of text. */
export function* arrayJson(members: number[], json: (i: number) => string): Generator<string> {
  if (members.length === 0) {
    yield '[]';
    return;
  }
  for (let start = 0; start < members.length; start += OBJECTS_PER_CHUNK) {
    const end = Math.min(members.length, start + OBJECTS_PER_CHUNK);
    const parts: string[] = [];
    for (let k = start; k < end; k++) parts.push(json(members[k]));
    yield `${start === 0 ? '[' : ','}${parts.join(',')}${end === members.length ? ']' : ''}`;
  }
}
