import type { WaitingQuestion } from './painting';
import { preview } from './validate';

interface ConflictNoticesProps {
  questions: readonly WaitingQuestion[];
  nameOf: (uid: string) => string;
  selectedUid: string | undefined;
  onAnswer: (targetUid: string, answer: 'move' | 'keep') => void;
}

/**
 * An object is in one channel at most: taking objects from another channel needs a yes. The
 * questions stay on screen (sticky at the bottom of the editor) until answered, whichever channel
 * is selected meanwhile; Save waits for them.
 */
export function ConflictNotices({
  questions,
  nameOf,
  selectedUid,
  onAnswer,
}: ConflictNoticesProps) {
  if (questions.length === 0) return null;
  return (
    <div className="channels-waiting">
      {questions.map((question) => (
        <ConflictNotice
          key={question.targetUid}
          question={question}
          nameOf={nameOf}
          otherSelected={
            selectedUid !== undefined && selectedUid !== question.targetUid
              ? nameOf(selectedUid)
              : undefined
          }
          onAnswer={(answer) => onAnswer(question.targetUid, answer)}
        />
      ))}
    </div>
  );
}

interface ConflictNoticeProps {
  question: WaitingQuestion;
  nameOf: (uid: string) => string;
  /** The channel selected now, when it is not the one the question is about. */
  otherSelected: string | undefined;
  onAnswer: (answer: 'move' | 'keep') => void;
}

function ConflictNotice({ question, nameOf, otherSelected, onAnswer }: ConflictNoticeProps) {
  const { conflicts } = question;
  const targetName = nameOf(question.targetUid);
  const byChannel = new Map<string, string[]>();
  for (const { label, fromUid } of conflicts) {
    const from = fromUid === undefined ? 'In no channel now' : `In ${nameOf(fromUid)}`;
    byChannel.set(from, [...(byChannel.get(from) ?? []), label]);
  }
  const one = conflicts.length === 1;
  const them = one ? 'it' : 'them';
  const where = [...byChannel].map(([from, labels]) => `${from}: ${preview(labels, 8)}`).join('; ');
  return (
    <div
      className="notice notice-warning conflict"
      role="alert"
      aria-label={`Move to ${targetName}?`}
    >
      <p>
        <strong>
          Move {conflicts.length} object{one ? '' : 's'} to {targetName}?
        </strong>{' '}
        {where}. {one ? 'It stays' : 'They stay'} there until you answer
        {otherSelected ? ` (you are editing ${otherSelected} now)` : ''}; Save waits for this.
      </p>
      <div className="actions">
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => onAnswer('move')}
        >
          Move {them} to {targetName}
        </button>
        <button type="button" className="button button-small" onClick={() => onAnswer('keep')}>
          Keep {them} where {conflicts.length === 1 ? 'it is' : 'they are'}
        </button>
      </div>
    </div>
  );
}
