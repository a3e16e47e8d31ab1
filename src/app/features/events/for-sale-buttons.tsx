// "Mark not for sale" / "Put back on sale" for the seats selected on the event's map, with what
// happened said in staff words beside the buttons (the map and the figures refresh on their own),
// and how many edits the event has left today once the service said.
import { useState } from 'react';
import type { ObjectInfoWire } from '../../../contract/status';
import { describeError, isApiError } from '../../lib/errors';
import { useClient } from '../../lib/session-context';
import {
  editsLeftText,
  forSaleOutcome,
  nextUtcMidnight,
  splitBySale,
  useForSaleChange,
  useForSaleEditsLeft,
} from './for-sale';

interface ForSaleButtonsProps {
  eventKey: string;
  selection: ReadonlySet<string>;
  /** The map's states: objects absent from it are free and for sale. */
  infos: ReadonlyMap<string, ObjectInfoWire>;
}

type Said = { kind: 'done' | 'refused'; text: string; code?: string };

export function ForSaleButtons({ eventKey, selection, infos }: ForSaleButtonsProps) {
  const client = useClient();
  const change = useForSaleChange(client, eventKey);
  const [said, setSaid] = useState<Said | null>(null);
  const split = splitBySale(selection, infos);
  const editsLeft = editsLeftText(useForSaleEditsLeft(eventKey), new Date());

  const run = (labels: string[], forSale: boolean) => {
    setSaid(null);
    // The outcome is worded with the states as they were when the button was pressed.
    const before = new Map(infos);
    change.mutate(
      { labels, forSale },
      {
        onSuccess: () => setSaid({ kind: 'done', text: forSaleOutcome(labels, forSale, before) }),
        onError: (error) => setSaid(refusal(error, forSale)),
      },
    );
  };

  return (
    <>
      {split.onSale.length > 0 && (
        <button
          type="button"
          className="button"
          disabled={change.isPending}
          title="API: edit-for-sale-config (notForSale)"
          onClick={() => run(split.onSale, false)}
        >
          Mark not for sale
          {split.notForSale.length > 0 && ` (${split.onSale.length})`}
        </button>
      )}
      {split.notForSale.length > 0 && (
        <button
          type="button"
          className="button"
          disabled={change.isPending}
          title="API: edit-for-sale-config (forSale)"
          onClick={() => run(split.notForSale, true)}
        >
          Put back on sale
          {split.onSale.length > 0 && ` (${split.notForSale.length})`}
        </button>
      )}
      {editsLeft && (
        <span
          className="muted for-sale-edits-left"
          title="Changes to what is for sale are limited per event and day; the count starts again at midnight UTC (API: rateLimitRemainingCalls)"
        >
          {editsLeft}
        </span>
      )}
      {said && (
        <span
          role={said.kind === 'refused' ? 'alert' : 'status'}
          className={`selection-outcome${said.kind === 'refused' ? ' field-error' : ''}`}
          title={said.code ? `API: ${said.code}` : undefined}
        >
          {said.text}
        </span>
      )}
    </>
  );
}

function refusal(error: unknown, forSale: boolean): Said {
  const what = forSale ? 'put back on sale' : 'marked not for sale';
  const { code, message } = describeError(error);
  if (isApiError(error, 429)) {
    const again = nextUtcMidnight(new Date()).toLocaleTimeString([], {
      hour: '2-digit',
      minute: '2-digit',
    });
    return {
      kind: 'refused',
      code,
      text: `This event has no edits left today; nothing was ${what}. More are allowed from midnight UTC (${again} here).`,
    };
  }
  const missing = /^Object not found: (.+)$/.exec(message);
  if (isApiError(error, 400) && missing) {
    return {
      kind: 'refused',
      code,
      text: `${missing[1]} is not on this event's chart; nothing was ${what}.`,
    };
  }
  return { kind: 'refused', code, text: `Nothing was ${what}: ${message}` };
}
