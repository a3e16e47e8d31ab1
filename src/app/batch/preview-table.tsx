// The preview: for every row, each object as it is now next to what the row will make of it, and
// the service's refusal where it will refuse. Also used to show an undo before it is confirmed.

import type { StatusChange as BatchChange } from '../lib/order-changes';
import { channelName, staffRefusal, statusWords } from '../lib/refusal-text';
import { ObjectState, shortToken } from './object-summary';
import type { BatchPrediction } from './predict';

export function describeChange(
  change: BatchChange,
  channelNames?: ReadonlyMap<string, string>,
): string {
  const action =
    change.type === 'RELEASE'
      ? 'Release'
      : change.status === 'booked'
        ? 'Book'
        : change.status === 'reservedByToken'
          ? 'Hold'
          : `Set status “${change.status}”`;
  const parts = [action, `in ${change.event}`];
  if (change.holdToken) parts.push(`token ${shortToken(change.holdToken)}`);
  if (change.orderId) parts.push(`order ${change.orderId}`);
  if (change.ignoreChannels) parts.push('ignoring channels');
  if (change.channelKeys)
    parts.push(
      `channels ${change.channelKeys.map((key) => channelName(key, channelNames)).join(', ')}`,
    );
  if (change.allowedPreviousStatuses)
    parts.push(`only if ${statusWords(change.allowedPreviousStatuses)} now`);
  if (change.rejectedPreviousStatuses)
    parts.push(`not if ${statusWords(change.rejectedPreviousStatuses)} now`);
  return parts.join(' · ');
}

/** A refusal in staff words; the service's code and message in the tooltip, for integrators. */
function RefusalSentence({ refusal }: { refusal: { code: string; message: string } }) {
  const { text, apiText } = staffRefusal(refusal);
  return <span title={`API: ${apiText}`}>{text}</span>;
}

/**
 * The one sentence that says whether the service will take the batch. `checkedAt`: when the
 * objects were read, said with a refusal (what changed since is read again with "Check again").
 */
export function Verdict({
  prediction,
  total,
  checkedAt,
}: {
  prediction: BatchPrediction;
  total: number;
  checkedAt?: number;
}) {
  const refusal = prediction.refusal;
  if (!refusal) {
    const objects = prediction.rows.reduce((sum, row) => sum + row.objects.length, 0);
    return (
      <div className="notice bd-verdict bd-verdict-ok" role="status">
        <p>
          <strong>The service will accept this batch:</strong> {total}{' '}
          {total === 1 ? 'change' : 'changes'} on {objects} {objects === 1 ? 'object' : 'objects'},
          applied together.
        </p>
      </div>
    );
  }
  const refused = prediction.rows.filter((row) => row.refusal).length;
  return (
    <div className="notice notice-warning bd-verdict" role="status">
      <p>
        <strong>The service will refuse this batch</strong> at row {refusal.row + 1}:{' '}
        <RefusalSentence refusal={refusal} />
      </p>
      <p>
        Nothing of it would be applied.{' '}
        {refused > 1 ? `${refused} rows have a problem; see each below. ` : ''}
        {checkedAt
          ? `Checked against the seats as they were at ${new Date(checkedAt).toLocaleTimeString()}.`
          : ''}
      </p>
    </div>
  );
}

export function PreviewTable({
  changes,
  prediction,
}: {
  changes: readonly BatchChange[];
  prediction: BatchPrediction;
}) {
  return (
    <div className="bd-preview-rows">
      {changes.map((change, i) => {
        const row = prediction.rows[i];
        const rowName = `Row ${i + 1}`;
        const names = prediction.channelNames?.get(change.event);
        return (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the batch
            key={i}
            className="bd-preview-row"
            aria-label={`Preview of ${rowName.toLowerCase()}`}
          >
            <h3>
              {rowName} <span className="muted">· {describeChange(change, names)}</span>
            </h3>
            {row?.refusal && (
              <p className="bd-row-warning">
                <span aria-hidden="true">⚠ </span>
                Refused: <RefusalSentence refusal={row.refusal} />
              </p>
            )}
            {row && row.objects.length > 0 && (
              <div className="table-wrap">
                <table className="data bd-preview-table">
                  <thead>
                    <tr>
                      <th scope="col">Object</th>
                      <th scope="col">Now</th>
                      <th scope="col">After this row</th>
                    </tr>
                  </thead>
                  <tbody>
                    {row.objects.map((object, j) => {
                      const culprit =
                        object.refusal ||
                        (row.refusal && blames(row.refusal.message, object.label));
                      return (
                        <tr
                          // biome-ignore lint/suspicious/noArrayIndexKey: a GA label may repeat per ticket type
                          key={`${object.label}-${j}`}
                          className={culprit ? 'bd-culprit' : undefined}
                        >
                          <th scope="row" className="mono">
                            {object.label}
                          </th>
                          <td>
                            <ObjectState info={object.before} channelNames={names} />
                          </td>
                          <td>
                            {object.after ? (
                              <ObjectState info={object.after} channelNames={names} />
                            ) : object.refusal ? (
                              <span>
                                Refused: <RefusalSentence refusal={object.refusal} />
                              </span>
                            ) : (
                              <span className="muted">{culprit ? 'refused' : 'unchanged'}</span>
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The rules name the object they refuse first in their message (`A-3 is booked; …`). */
function blames(message: string, label: string): boolean {
  return (
    message.startsWith(`${label} `) ||
    message.startsWith(`${label}:`) ||
    message.endsWith(`: ${label}`)
  );
}
