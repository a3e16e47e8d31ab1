// What the season-ticket panel's last action came to, next to its buttons; after a release for
// one night, the way back for those seats.
import { type Said, seatList } from './season-words';

interface SeasonOutcomeProps {
  said: Said;
  /** After a release for one night: the seats released. */
  released?: string[];
  busy: boolean;
  giveBack: () => void;
}

export function SeasonOutcome({ said, released, busy, giveBack }: SeasonOutcomeProps) {
  return (
    <div
      className={`season-said ${said.tone}`}
      role={said.tone === 'error' ? 'alert' : 'status'}
      title={said.title}
    >
      {said.text}
      {released && (
        <div className="button-row" style={{ marginTop: 8 }}>
          <button type="button" className="button button-small" disabled={busy} onClick={giveBack}>
            Give {seatList(released)} back to the season holder
          </button>
        </div>
      )}
    </div>
  );
}
