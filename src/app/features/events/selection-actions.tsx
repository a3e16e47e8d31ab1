// What staff can do with the seats selected on the event's map: take them to the batch desk (to
// hold, book or release them there), look them up, or take them off sale and back.
import { Link } from 'react-router';
import type { ObjectInfoWire } from '../../../contract/status';
import { plural } from '../../lib/format';
import { ForSaleButtons } from './for-sale-buttons';
import { batchDeskLink, lookupLink } from './selection-link';

/** The lookup shows each object as a card; more than this is a list, better read at the desk. */
const MAX_LOOKUP = 20;

interface SelectionActionsProps {
  eventKey: string;
  selection: ReadonlySet<string>;
  /** The map's states, once loaded: who is not for sale, held or booked. */
  infos: ReadonlyMap<string, ObjectInfoWire> | undefined;
}

// Clearing is the map's own selection bar's job: one Clear selection button, not two.
export function SelectionActions({ eventKey, selection, infos }: SelectionActionsProps) {
  if (selection.size === 0) {
    return (
      <p className="selection-actions muted">
        Click seats on the map (Shift-click or drag for more) to hold, book or release them at the
        batch desk, take them off sale, or double-click one to look it up.
      </p>
    );
  }
  const desk = batchDeskLink(eventKey, selection);
  return (
    <div className="selection-actions">
      <strong>{plural(selection.size, 'object')} selected</strong>
      {desk.ok ? (
        <Link className="button button-primary" to={{ pathname: '/batch', search: desk.search }}>
          Hold / book these at the batch desk
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
