// A chart of the caller's workspace by key, or the wire's CHART_NOT_FOUND: the first read of every
// area that works on a chart (charts, events, seasons, reports).
import { chartNotFound } from '../../../domain/errors';
import type { ChartRow, Tx } from '../../store/port';
import type { Auth } from '../context';

export async function findChart(tx: Tx, auth: Auth, key: string): Promise<ChartRow> {
  const chart = await tx.getChart(auth.workspace.id, key);
  if (!chart) throw chartNotFound(key, auth.workspace.key);
  return chart;
}
