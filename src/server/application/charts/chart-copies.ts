// Copies of a chart (issue 32.5, 32.8): in its workspace (published or draft version, named
// "<name> (copy)", tags kept) and into another workspace of the company (same name, no tags). A
// copy is a new chart with a published version only: no events, no draft.
import { randomUUID } from 'node:crypto';
import type { Chart } from '../../../contract/charts';
import { DomainError } from '../../../domain/errors';
import type { ChartRow, DrawingVersion, Tx, WorkspaceRow } from '../../store/port';
import type { Auth, Deps } from '../context';
import { recordChanges } from '../event-log/record';
import { findChart } from '../shared/find-chart';
import { chartLogged, chartToWire } from './charts';
import { noDraft } from './drafts';

export const workspaceNotFound = (key: string) =>
  new DomainError(
    'WORKSPACE_NOT_FOUND',
    `Workspace not found: ${key} is not a workspace of this company`,
    'not-found',
  );

/** Inserts the copy of one version of `chart` in `workspaceId`, under `name`, with `tags`. */
export async function insertCopy(
  tx: Tx,
  deps: Deps,
  chart: ChartRow,
  version: DrawingVersion,
  target: { workspaceId: number; name: (drawingName: string) => string; tags: string[] },
): Promise<ChartRow> {
  const drawing = (await tx.getDrawing(chart.id, version)) as Record<string, unknown> | undefined;
  if (drawing === undefined) throw noDraft(chart.key, 'not-found');
  // The published name is the chart row's; a draft carries its own (renamed drafts).
  const source =
    version === 'draft' && typeof drawing.name === 'string' ? drawing.name : chart.name;
  const name = target.name(source);
  return tx.insertChart(
    {
      workspaceId: target.workspaceId,
      key: randomUUID(),
      name,
      venueType: chart.venueType,
      archived: false,
      tags: target.tags,
      createdAt: deps.now().toISOString(),
    },
    { ...drawing, name },
  );
}

/** `POST /charts/{key}/version/{published|draft}/actions/copy`. */
export function copyChart(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  version: DrawingVersion,
): Promise<Chart> {
  return deps.store.transaction(async (tx) => {
    const chart = await findChart(tx, auth, chartKey);
    const copy = await insertCopy(tx, deps, chart, version, {
      workspaceId: auth.workspace.id,
      name: (name) => `${name} (copy)`,
      tags: [...chart.tags],
    });
    await recordChanges(tx, auth, deps.now(), [chartLogged('chart.created', copy)]);
    return chartToWire(tx, copy);
  });
}

async function companyWorkspace(tx: Tx, auth: Auth, key: string): Promise<WorkspaceRow> {
  const workspace = await tx.getWorkspaceByKey(auth.company.id, key);
  if (!workspace) throw workspaceNotFound(key);
  return workspace;
}

/**
 * `…/copy-to-workspace/{to}` (from the workspace the call acts in) and `…/copy/from/{from}/to/{to}`:
 * the published version into another workspace of the same company, by public keys.
 */
export function copyChartToWorkspace(
  deps: Deps,
  auth: Auth,
  chartKey: string,
  workspaces: { from?: string; to: string },
): Promise<Chart> {
  return deps.store.transaction(async (tx) => {
    const from = workspaces.from
      ? await companyWorkspace(tx, auth, workspaces.from)
      : auth.workspace;
    const to = await companyWorkspace(tx, auth, workspaces.to);
    const chart = await findChart(tx, { company: auth.company, workspace: from }, chartKey);
    const copy = await insertCopy(tx, deps, chart, 'published', {
      workspaceId: to.id,
      name: (name) => name,
      tags: [],
    });
    return chartToWire(tx, copy);
  });
}
