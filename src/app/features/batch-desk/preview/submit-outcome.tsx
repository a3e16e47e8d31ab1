// What the service answered to a submitted batch: every row with its objects as they are now, or
// the refusal with the service's code and message and the fact that nothing was applied.

import { useChannelNames } from '../../../batch/channel-names';
import { ObjectState } from '../../../batch/object-summary';
import { describeChange } from '../../../batch/preview-table';
import type { SubmittedBatch } from '../../../batch/world';
import { batchEventNamer, refusalText } from '../../../lib/refusal-text';
import type { BatchChange } from '../rows/row-check';

/**
 * `sent`: the batch refused. Its refusal names the event as well as the seat, always (as the holds
 * view does): a batch often spans events with the same labels, and a one-event sentence reads the
 * same way, so staff meet one shape of sentence.
 */
export function SubmitRefused({ error, sent }: { error: unknown; sent?: readonly BatchChange[] }) {
  const { text, apiText } = refusalText(error, batchEventNamer(sent));
  return (
    <div className="error-panel bd-outcome" role="alert">
      <h2>The service refused the batch</h2>
      <p title={`API: ${apiText}`}>{text}</p>
      <p>
        <strong>Nothing was applied:</strong> a batch is applied entirely or not at all, so every
        object is as it was before.
      </p>
    </div>
  );
}

export function SubmitApplied({ batch, title }: { batch: SubmittedBatch; title: string }) {
  const time = new Date(batch.at).toLocaleTimeString();
  const channelNames = useChannelNames(batch.changes.map((change) => change.event));
  return (
    <section className="card bd-outcome bd-outcome-ok" aria-label="Batch result">
      <h2>{title}</h2>
      <p className="muted">
        Applied at {time}: {batch.changes.length}{' '}
        {batch.changes.length === 1 ? 'change' : 'changes'}, all of them.
      </p>
      {batch.changes.map((change, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the batch
        <div key={i} className="bd-result-row">
          <h3>
            Row {i + 1}{' '}
            <span className="muted">
              · {describeChange(change, channelNames.get(change.event))}
            </span>
          </h3>
          <div className="table-wrap">
            <table className="data bd-preview-table" aria-label={`Objects of row ${i + 1}`}>
              <thead>
                <tr>
                  <th scope="col">Object</th>
                  <th scope="col">Now</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(batch.results[i]?.objects ?? {}).map(([label, info]) => (
                  <tr key={label}>
                    <th scope="row" className="mono">
                      {label}
                    </th>
                    <td>
                      <ObjectState info={info} channelNames={channelNames.get(change.event)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </section>
  );
}
