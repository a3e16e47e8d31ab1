// Test helpers of the batch desk (imported by its tests only): a small chart with every kind of
// object and numbers small enough to fill.
import type { SeatdeskClient } from '../../../client';
import { generateDrawing } from '../../../domain/drawing';

/**
 * Row A-1…A-4, table T1 booked by seat (T1-1…T1-4), table T2 booked as a whole, GA1 with 4 places,
 * GA2 with 3 places booked as a whole, booth BO1.
 */
export function smallDrawing(): Record<string, unknown> {
  const drawing = generateDrawing({ seats: 12, tables: 2, gaAreas: 2, categories: 2 });
  const sub = drawing.subChart as Record<string, unknown>;
  const areas = sub.generalAdmissionAreas as Array<Record<string, unknown>>;
  areas[0].capacity = 4;
  areas[1].capacity = 3;
  areas[1].bookAsAWhole = true;
  sub.booths = [{ label: 'BO1', categoryKey: 1, center: { x: 400, y: 40 }, width: 20, height: 20 }];
  return drawing;
}

export async function seedSmallChart(client: SeatdeskClient, chartKey: string, events: string[]) {
  await client.charts.upload(chartKey, smallDrawing());
  for (const eventKey of events) await client.events.create({ chartKey, eventKey });
}
