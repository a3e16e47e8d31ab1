import { flattenDrawing } from '../src/server/domain/drawing';
import { eventSummary } from '../src/server/domain/reports';
import { reportsBenchDrawing, reportsBenchEvent } from './reports-data';

const chart = flattenDrawing(reportsBenchDrawing(100_000));
const ev = reportsBenchEvent(chart) as any;
console.log(
  Object.keys(ev),
  ev.channels?.map((c: any) => c.objects.length),
);
const input = {
  chart,
  states: ev.states,
  channels: ev.channels,
  tableBookingConfig: ev.tableBookingConfig ?? { mode: 'INHERIT' },
  tablesCountAsOne: false,
};
for (let i = 0; i < 60; i++) {
  const t = performance.now();
  eventSummary(input as any, 'byStatus');
  if (i % 10 === 0) console.log((performance.now() - t).toFixed(1));
}
