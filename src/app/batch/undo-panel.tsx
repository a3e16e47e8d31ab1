// Undo of the last batch: the inverse batch is built when asked for (from the states before the
// batch and the states now), previewed with the same rules as any batch, and sent only after
// confirmation. What cannot be undone is listed with its reason.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ErrorPanel } from '../components/error-panel';
import { Loading } from '../components/loading';
import type { StatusChange as BatchChange } from '../lib/order-changes';
import { eventKeys } from '../lib/queries';
import { useClient } from '../lib/session-context';
import { PreviewTable, Verdict } from './preview-table';
import { prepareUndo, type SubmittedBatch } from './world';

interface UndoPanelProps {
  batch: SubmittedBatch;
  busy: boolean;
  onConfirm: (changes: BatchChange[]) => void;
}

export function UndoPanel({ batch, busy, onConfirm }: UndoPanelProps) {
  const objects = batch.results.reduce(
    (sum, result) => sum + Object.keys(result.objects).length,
    0,
  );
  return (
    <section className="card bd-undo-card" aria-label="Last batch">
      <h2>Last batch</h2>
      <p className="muted">
        {new Date(batch.at).toLocaleTimeString()}: {batch.changes.length}{' '}
        {batch.changes.length === 1 ? 'change' : 'changes'} on {objects}{' '}
        {objects === 1 ? 'object' : 'objects'}.
      </p>
      <UndoButton batch={batch} busy={busy} onConfirm={onConfirm} />
    </section>
  );
}

interface UndoButtonProps extends UndoPanelProps {
  /** The button's words, and what the dialog calls the batch ("the last batch", "this sale"). */
  label?: string;
  what?: string;
}

/** The button that opens the undo's preview; the undo is sent only once confirmed. */
export function UndoButton({
  label = 'Undo last batch…',
  what = 'the last batch',
  ...props
}: UndoButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" disabled={props.busy} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <UndoDialog
          {...props}
          what={what}
          onCancel={() => setOpen(false)}
          onConfirm={(changes) => {
            setOpen(false);
            props.onConfirm(changes);
          }}
        />
      )}
    </>
  );
}

function UndoDialog({
  batch,
  busy,
  what,
  onCancel,
  onConfirm,
}: UndoPanelProps & { what: string; onCancel: () => void }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const undo = useQuery({
    queryKey: [...eventKeys.all, 'batch-desk-undo', batch.at],
    queryFn: () => prepareUndo(queryClient, client, batch),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const changes = undo.data?.plan.changes ?? [];
  const nothing = undo.isSuccess && changes.length === 0;

  return (
    <ConfirmDialog
      title={`Undo ${what}?`}
      confirmLabel={
        nothing
          ? 'Close'
          : `Apply the undo (${changes.length} ${changes.length === 1 ? 'change' : 'changes'})`
      }
      cancelLabel={nothing ? 'Back' : 'Keep the batch'}
      busy={busy || !undo.isSuccess}
      onCancel={onCancel}
      onConfirm={() => (nothing ? onCancel() : onConfirm(changes))}
    >
      <div className="bd-undo">
        {undo.isPending && <Loading what="the objects as they are now" />}
        {undo.isError && (
          <ErrorPanel
            title="The undo could not be prepared"
            error={undo.error}
            onRetry={() => undo.refetch()}
          />
        )}
        {undo.data && (
          <>
            {nothing ? (
              <p>
                Nothing can be taken back: every object is either as it was before, or cannot be
                restored (see below).
              </p>
            ) : (
              <>
                <p>
                  These changes take the objects back to where they were just before {what}. Each is
                  guarded by the status it left, so anything changed since then is refused rather
                  than overwritten.
                </p>
                {undo.data.prediction && (
                  <Verdict prediction={undo.data.prediction} total={changes.length} />
                )}
                {undo.data.prediction && (
                  <PreviewTable changes={changes} prediction={undo.data.prediction} />
                )}
              </>
            )}
            {undo.data.plan.notes.length > 0 && (
              <div className="notice notice-warning">
                <p>
                  <strong>Cannot be undone:</strong>
                </p>
                <ul aria-label="Cannot be undone">
                  {undo.data.plan.notes.map((note) => (
                    <li key={note.text}>{note.text}</li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
    </ConfirmDialog>
  );
}
