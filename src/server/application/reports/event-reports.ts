// Event reports: one store snapshot per request (report-input.ts: the chart version, the event's
// states with expired holds released), then the pure reports engine. Detailed reports, the flat
// list and the CSV come as chunks of text, made while they are streamed.
import { eventNotFound } from '../../../domain/errors';
import {
  CLOSED_VALUES,
  type DeepSummaryReport,
  type EventDetailedType,
  type EventReportInput,
  type EventSummaryType,
  eventCsvChunks,
  eventDeepSummaryOf,
  eventDetailedJson,
  eventFlatListJson,
  eventSummaryOf,
  type Histogram,
  oneOf,
  type SummaryReport,
} from '../../../domain/reports';
import type { Tx } from '../../store/port';
import { readWithCharts } from '../charts/chart-builds';
import type { Auth, Deps } from '../context';
import { eventSnapshot, snapshotHistogram } from './report-input';

export async function eventSummaryReport(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  type: EventSummaryType,
): Promise<SummaryReport> {
  return eventSummaryOf(await histogramOf(deps, auth, eventKey), type);
}

export async function eventDeepSummaryReport(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  type: EventSummaryType,
): Promise<DeepSummaryReport> {
  return eventDeepSummaryOf(await histogramOf(deps, auth, eventKey), type);
}

/** Objects by group, or only the group `filter` names; a closed dimension refuses other values. */
export async function eventDetailedReport(
  deps: Deps,
  auth: Auth,
  eventKey: string,
  type: EventDetailedType,
  filter?: string,
): Promise<Generator<string>> {
  const closed = CLOSED_VALUES[type];
  if (filter !== undefined && closed) {
    oneOf(`filter of ${type}`, filter, closed, 'UNKNOWN_REPORT_FILTER');
  }
  return eventDetailedJson(await requireInput(deps, auth, eventKey), type, filter);
}

export type EventListing =
  | { format: 'csv'; chunks: Generator<string> }
  | { format: 'json'; chunks: Generator<string> };

/**
 * Every object of the event, sorted by label. `k.csv` names the CSV of event `k`, unless no event
 * `k` exists but one called `k.csv` does: then it is that event's flat list.
 */
export async function eventListing(deps: Deps, auth: Auth, key: string): Promise<EventListing> {
  if (!key.endsWith('.csv')) {
    return { format: 'json', chunks: eventFlatListJson(await requireInput(deps, auth, key)) };
  }
  const csvKey = key.slice(0, -'.csv'.length);
  const input = await readWithCharts(deps, auth, async (tx) => ({
    csv: await inputOf(deps, tx, auth, csvKey),
    json: await inputOf(deps, tx, auth, key),
  }));
  if (input.csv) return { format: 'csv', chunks: eventCsvChunks(input.csv) };
  if (!input.json) throw eventNotFound(csvKey, auth.workspace.key);
  return { format: 'json', chunks: eventFlatListJson(input.json) };
}

async function inputOf(deps: Deps, tx: Tx, auth: Auth, key: string) {
  return (await eventSnapshot(deps, tx, auth, key))?.input;
}

async function requireInput(deps: Deps, auth: Auth, key: string): Promise<EventReportInput> {
  const input = await readWithCharts(deps, auth, (tx) => inputOf(deps, tx, auth, key));
  if (!input) throw eventNotFound(key, auth.workspace.key);
  return input;
}

function histogramOf(deps: Deps, auth: Auth, key: string): Promise<Histogram> {
  return readWithCharts(deps, auth, async (tx) => {
    const snapshot = await eventSnapshot(deps, tx, auth, key);
    if (!snapshot) throw eventNotFound(key, auth.workspace.key);
    return snapshotHistogram(deps, tx, snapshot);
  });
}
