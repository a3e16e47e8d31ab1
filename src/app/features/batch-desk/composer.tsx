// The batch desk's main view: compose rows (or start from a flow), preview them with the service's
// own rules, submit them as one all-or-nothing request, undo the last one.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { deskKeys } from '../../batch/api';
import { useSubmitBatch } from '../../batch/last-batch';
import { predictBatch } from '../../batch/predict';
import { UndoPanel } from '../../batch/undo-panel';
import { loadWorld, type SubmittedBatch } from '../../batch/world';
import { useToasts } from '../../components/toasts';
import { useClient } from '../../lib/session-context';
import { useDeskState } from './desk-state';
import type { RowFields } from './flows/flows';
import { FlowsPanel } from './flows/flows-panel';
import { HoldTokensPanel } from './flows/hold-tokens-panel';
import { DeskMap } from './map/desk-map';
import { PreviewSection } from './preview/preview-section';
import { SubmitApplied, SubmitRefused } from './preview/submit-outcome';
import { newRow, withFlowRows } from './rows/draft';
import { prefillAction } from './rows/prefill';
import { type BatchChange, checkRows } from './rows/row-check';
import { RowEditor } from './rows/row-editor';
import { worldErrors } from './rows/world-checks';

export function BatchComposer() {
  const [params, setParams] = useSearchParams();
  const eventParam = params.get('event');
  const desk = useDeskState(eventParam);
  const { rows, dispatch } = desk;
  const [activeId, setActiveId] = useState<string>();
  const activeIndex = Math.max(
    0,
    rows.findIndex((row) => row.id === activeId),
  );
  const activeRow = rows[activeIndex];

  // Arriving with `?objects=` (a selection on the event page's map): the row for the event takes
  // them, once; the parameter leaves the URL so a reload does not add them again.
  const prefilled = useRef(false);
  useEffect(() => {
    const objects = params.get('objects');
    if (prefilled.current || !objects) return;
    prefilled.current = true;
    const action = prefillAction(rows, eventParam ?? '', objects);
    if (action?.dispatch) dispatch(action.dispatch);
    if (action) setActiveId(action.rowId);
    const search = new URLSearchParams(params);
    search.delete('objects');
    setParams(search, { replace: true });
  }, [params, setParams, rows, eventParam, dispatch]);

  const client = useClient();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const check = useMemo(() => checkRows(rows), [rows]);
  const [previewed, setPreviewed] = useState<BatchChange[] | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [outcomeTitle, setOutcomeTitle] = useState('Batch applied');

  const preview = useQuery({
    queryKey: deskKeys.preview(previewed),
    queryFn: () => loadWorld(queryClient, client, previewed ?? []),
    enabled: previewed !== null,
    staleTime: 0,
    retry: false,
  });
  const stale = previewed !== null && JSON.stringify(previewed) !== JSON.stringify(check.changes);
  const prediction = useMemo(
    () => (previewed && preview.data ? predictBatch(previewed, preview.data) : undefined),
    [previewed, preview.data],
  );
  const fromService = useMemo(
    () => (previewed && preview.data && !stale ? worldErrors(previewed, preview.data) : []),
    [previewed, preview.data, stale],
  );
  const submit = useSubmitBatch();

  const defaultEvents = [
    ...new Set([...rows.map((row) => row.eventKey.trim()), eventParam ?? ''].filter(Boolean)),
  ].join(', ');
  const start = (fields: RowFields[]) => {
    dispatch({
      type: 'replace',
      rows: withFlowRows(
        rows,
        fields.map((one) => newRow(one)),
      ),
    });
    setPreviewed(null);
  };
  const send = (changes: BatchChange[], title: string, clearRows: boolean) => {
    submit.mutate(changes, {
      onSuccess: (batch: SubmittedBatch) => {
        desk.setLastBatch(batch);
        setAttempted(false);
        // Done rows would only be refused a second time; the next batch starts on the same event.
        if (clearRows)
          dispatch({ type: 'replace', rows: [newRow({ eventKey: rows[0]?.eventKey ?? '' })] });
        setOutcomeTitle(title);
        setPreviewed(null);
        toasts.push({
          kind: 'success',
          title: `${title}: ${batch.changes.length} ${batch.changes.length === 1 ? 'change' : 'changes'}.`,
        });
      },
    });
  };
  const runPreview = () => {
    setAttempted(true);
    submit.reset();
    if (!check.changes) return;
    if (previewed && !stale) void preview.refetch();
    else setPreviewed(check.changes);
  };
  // A predicted refusal is the service's own rules on what was just read: a submit could only be
  // refused, so none is offered. What may have changed since is read again with "Check again".
  const refusedRow = !stale ? prediction?.refusal?.row : undefined;
  const refused = refusedRow !== undefined;
  const canSubmit =
    previewed !== null && !stale && preview.isSuccess && !refused && !submit.isPending;
  const invalidRows = check.errors.size;

  return (
    <div className="bd-layout">
      <div className="bd-main">
        <FlowsPanel
          defaultEvents={defaultEvents}
          tokens={desk.tokens.map((one) => one.token)}
          addToken={desk.addToken}
          start={start}
        />
        <h2 className="bd-section-title">Rows of the batch</h2>
        {rows.map((row, index) => (
          <RowEditor
            key={row.id}
            row={row}
            index={index}
            count={rows.length}
            onMap={index === activeIndex}
            showOnMap={() => setActiveId(row.id)}
            errors={{
              ...(attempted ? check.errors.get(row.id) : undefined),
              ...(fromService[index] ?? {}),
            }}
            tokens={desk.tokens.map((one) => one.token)}
            dispatch={dispatch}
          />
        ))}
        <div className="bd-actions">
          <button
            type="button"
            className="button"
            onClick={() =>
              dispatch({
                type: 'add',
                fields: { eventKey: rows.at(-1)?.eventKey ?? eventParam ?? '' },
              })
            }
          >
            + Add row
          </button>
          <span className="bd-spacer" />
          {attempted && invalidRows > 0 && (
            <span className="field-error" role="status">
              {invalidRows === 1 ? 'One row needs' : `${invalidRows} rows need`} fixing first.
            </span>
          )}
          {refusedRow !== undefined && (
            <span className="bd-refused-hint" role="status">
              Fix row {refusedRow + 1} first, or check again if the seats may have changed.
            </span>
          )}
          <button
            type="button"
            className={`button${canSubmit ? '' : ' button-primary'}`}
            onClick={runPreview}
            disabled={preview.isFetching}
          >
            {preview.isFetching
              ? 'Reading…'
              : refused
                ? 'Check again'
                : previewed && !stale
                  ? 'Preview again'
                  : 'Preview'}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!canSubmit}
            title={
              canSubmit
                ? undefined
                : refused
                  ? 'The service would refuse this batch'
                  : 'Preview the rows first'
            }
            onClick={() => previewed && send(previewed, 'Batch applied', true)}
          >
            {submit.isPending
              ? 'Submitting…'
              : `Submit batch (${previewed?.length ?? rows.length})`}
          </button>
        </div>
        {submit.isError && <SubmitRefused error={submit.error} sent={submit.variables} />}
        {submit.isSuccess && !previewed && (
          <SubmitApplied batch={submit.data} title={outcomeTitle} />
        )}
        {previewed && (
          <PreviewSection
            changes={previewed}
            query={preview}
            prediction={prediction}
            stale={stale}
            checkedAt={preview.dataUpdatedAt}
          />
        )}
      </div>
      <div className="bd-map-column">
        <DeskMap
          row={activeRow}
          rowNumber={activeIndex + 1}
          onObjects={(objects) =>
            dispatch({ type: 'update', id: activeRow.id, fields: { objects } })
          }
          preview={
            previewed && prediction && !stale ? { changes: previewed, prediction } : undefined
          }
          previewStale={stale}
        />
      </div>
      <aside className="bd-side" aria-label="Tokens and undo">
        <HoldTokensPanel
          tokens={desk.tokens}
          addToken={desk.addToken}
          forgetToken={desk.forgetToken}
          holdWith={(token) =>
            start([
              {
                eventKey: eventParam ?? rows.at(-1)?.eventKey ?? '',
                action: 'hold',
                holdToken: token,
              },
            ])
          }
        />
        {desk.lastBatch && (
          <UndoPanel
            batch={desk.lastBatch}
            busy={submit.isPending}
            onConfirm={(changes) => send(changes, 'Undo applied', false)}
          />
        )}
      </aside>
    </div>
  );
}
