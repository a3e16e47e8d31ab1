// The big answers (detailed reports, the flat list) written straight to JSON text, in chunks, so
// that a 100,000-object report neither builds 100,000 info objects nor one giant string. The text
// is exactly JSON.stringify of eventDetailed / eventFlatList (tests hold it to that).
//
// Why it is fast: most objects of an event have no state row. Their info is fixed per chart
// version, except for the channel, so its JSON is made once and cached beside the chart; the
// channel, when there is one, is spliced in just before `isAvailable`, where objectInfo puts it.
import { objectInfo } from '../object-info';
import { flatListMembersSteps, groupMembersSteps, infoAt } from './detailed';
import type { EventDetailedType } from './dimensions';
import { type EventView, eventViewSteps } from './event-view';
import type { EventReportInput } from './histogram';
import { arrayJson, groupsJson } from './json-chunks';

const CHANNEL_GOES_BEFORE = ',"isAvailable":';
interface BareJson {
  text: Array<string | undefined>;
  /** Where the channel field goes in `text[i]`. */
  channelAt: Int32Array;
}

const bareCache = new WeakMap<object, BareJson>();

function bareJson(view: EventView): BareJson {
  let cache = bareCache.get(view.index);
  if (!cache) {
    cache = {
      text: new Array(view.objects.length),
      channelAt: new Int32Array(view.objects.length),
    };
    bareCache.set(view.index, cache);
  }
  return cache;
}

function objectJson(view: EventView, bare: BareJson, i: number): string {
  if (view.stateAt[i] !== undefined) return JSON.stringify(infoAt(view, i));
  let text = bare.text[i];
  if (text === undefined) {
    text = JSON.stringify(objectInfo(view.objects[i], undefined, {}));
    bare.text[i] = text;
    bare.channelAt[i] = text.lastIndexOf(CHANNEL_GOES_BEFORE);
  }
  const channel = view.lookup.channelOf[i];
  if (channel === view.lookup.none) return text;
  const at = bare.channelAt[i];
  return `${text.slice(0, at)},"channel":${JSON.stringify(view.lookup.keys[channel])}${text.slice(at)}`;
}

/** The detailed report (optionally filtered) as JSON text chunks. */
export function* eventDetailedJson(
  input: EventReportInput,
  type: EventDetailedType,
  filter?: string,
): Generator<string> {
  const view = yield* eventViewSteps(input);
  const bare = bareJson(view);
  const groups = yield* groupMembersSteps(view, type, filter);
  yield* groupsJson(groups, (i) => objectJson(view, bare, i));
}

/** The flat list as JSON text chunks. */
export function* eventFlatListJson(input: EventReportInput): Generator<string> {
  const view = yield* eventViewSteps(input);
  const bare = bareJson(view);
  yield* arrayJson(yield* flatListMembersSteps(view), (i) => objectJson(view, bare, i));
}
