// Before Submit, what a token this batch books with still holds outside the batch: the rows may
// confirm only part of a customer's hold (a performance left out), and the rest would otherwise
// become free without a word when the token expires.
import { useQuery } from '@tanstack/react-query';
import { BOOKED } from '../../../../domain/model';
import { labelsByEvent } from '../../../batch/world';
import { heldByToken, heldObjectsQuery } from '../../../lib/held-objects';
import { useClient } from '../../../lib/session-context';
import type { BatchChange } from '../rows/row-check';

export function LeftHeld({ changes }: { changes: readonly BatchChange[] }) {
  const tokens = [
    ...new Set(changes.flatMap((c) => (c.status === BOOKED && c.holdToken ? [c.holdToken] : []))),
  ];
  return tokens.length > 0 ? <LeftHeldRead changes={changes} tokens={tokens} /> : null;
}

function LeftHeldRead({ changes, tokens }: { changes: readonly BatchChange[]; tokens: string[] }) {
  const client = useClient();
  const held = useQuery({ ...heldObjectsQuery(client), staleTime: 0 });
  if (!held.data) return null;
  const named = labelsByEvent(changes);
  const left = tokens.flatMap((token) =>
    heldByToken(held.data, token).flatMap((one) => {
      const labels = one.infos
        .map((info) => info.label)
        .filter((label) => !named.get(one.event.key)?.includes(label));
      return labels.length > 0 ? [{ token, event: one.event.key, labels }] : [];
    }),
  );
  if (left.length === 0) return null;
  return (
    <div className="notice notice-warning" role="status" aria-label="Left held">
      <p>
        <strong>Not in this batch:</strong> these stay held, and become free when their token
        expires.
      </p>
      <ul>
        {left.map((one) => (
          <li key={`${one.token} ${one.event}`}>
            {one.labels.join(', ')} in {one.event} (token <code>{one.token}</code>)
          </li>
        ))}
      </ul>
    </div>
  );
}
