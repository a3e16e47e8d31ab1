// What staff can do with the seats selected on the event's map: book, hold or release them right
// here (map-sale-form.tsx), take a bigger job to the batch desk, look them up, or take them off
// sale and back. What the last sale did stays under the map, with its undo, once the selection
// is cleared to show the seats' new colours.
import { useState } from 'react';
import { Link } from 'react-router';
import type { ObjectInfoWire } from '../../../contract/status';
import { useLastBatch, useSubmitBatch } from '../../batch/last-batch';
import { UndoButton } from '../../batch/undo-panel';
import type { SubmittedBatch } from '../../batch/world';
import { type Refusal, refusalText } from '../../lib/refusal-text';
import { ForSaleButtons } from './for-sale-buttons';
import { MapSaleForm } from './map-sale-form';
import { batchDeskLink, lookupLink } from './selection-link';

/** The lookup shows each object as a card; more than this is a list, better read at the desk. */
const MAX_LOOKUP = 20;

interface SelectionActionsProps {
  eventKey: string;
  selection: ReadonlySet<string>;
  /** The map's states, once loaded: who is not for sale, held or booked. */
  infos: ReadonlyMap<string, ObjectInfoWire> | undefined;
  /** The GA areas of the map: sold by places, at the batch desk. */
  areas: ReadonlySet<string>;
  onClear: () => void;
}

type Outcome = { text: string; batch?: SubmittedBatch; refused?: Refusal };

// Counting and clearing the selection is the map's own selection bar's job: said once, not twice.
export function SelectionActions(props: SelectionActionsProps) {
  const { eventKey, selection, infos, areas, onClear } = props;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [lastBatch, setLastBatch] = useLastBatch();
  const undo = useSubmitBatch();
  const sold = (batch: SubmittedBatch, text: string) => {
    setLastBatch(batch);
    setOutcome({ text, batch });
    onClear();
  };
  const undoNow = (changes: SubmittedBatch['changes']) =>
    undo.mutate(changes, {
      onSuccess: (batch) => {
        setLastBatch(batch);
        setOutcome({ text: 'Undone: the seats are as they were before.' });
      },
      onError: (error) => setOutcome((now) => now && { ...now, refused: refusalText(error) }),
    });

  const said = outcome && (
    <div className="sale-outcome" role="status">
      <span>{outcome.text}</span>
      {outcome.batch && lastBatch?.at === outcome.batch.at && (
        <UndoButton
          batch={outcome.batch}
          busy={undo.isPending}
          onConfirm={undoNow}
          label="Undo…"
          what="this sale"
        />
      )}
      {outcome.refused && (
        <span className="field-error" title={outcome.refused.apiText}>
          The undo was refused: {outcome.refused.text}
        </span>
      )}
    </div>
  );

  if (selection.size === 0) {
    return (
      <div className="selection-actions">
        {said}
        <p className="muted selection-hint">
          Click seats on the map (Shift-click or drag for more; arrow keys and Enter work too) to
          book, hold or release them here, take them off sale, or double-click one to look it up.
        </p>
      </div>
    );
  }
  const labels = [...selection];
  const desk = batchDeskLink(eventKey, selection);
  return (
    <div className="selection-actions">
      {said}
      <MapSaleForm
        eventKey={eventKey}
        labels={labels}
        infos={infos}
        hasArea={labels.some((label) => areas.has(label))}
        onSold={sold}
      />
      {desk.ok ? (
        <Link className="button" to={{ pathname: '/batch', search: desk.search }}>
          Open in batch desk
        </Link>
      ) : (
        <span className="notice-inline">{desk.problem}</span>
      )}
      {selection.size <= MAX_LOOKUP && (
        <Link className="button" to={lookupLink(eventKey, selection)}>
          Look up
        </Link>
      )}
      {infos && <ForSaleButtons eventKey={eventKey} selection={selection} infos={infos} />}
    </div>
  );
}
