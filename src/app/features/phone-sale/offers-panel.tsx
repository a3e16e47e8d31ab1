// The blocks held for the caller: each as a list of seats with "together: yes/no", and the three
// answers staff give: "Book these" (with an optional order id), "Not these", "Next best".
import { useId, useState } from 'react';
import { FormField } from '../../components/form-field';
import { timeLeftText, useTimeLeft } from '../../seat-map';
import { askedFor, placesIn, placeText } from './sale-request';
import { type Offer, type PhoneSale, TOKEN_MINUTES } from './use-phone-sale';

/** Under this, the time left is shown as a warning. */
const ENDING_MS = 2 * 60_000;

export function OffersPanel({ sale }: { sale: PhoneSale }) {
  const id = useId();
  const [orderId, setOrderId] = useState('');
  const left = useTimeLeft(sale.token?.expiresAt);
  const expired = left === 0;
  const ending = left !== undefined && left < ENDING_MS;
  const busy = sale.busy !== undefined;
  if (sale.offers.length === 0) {
    return (
      <section className="card ps-offers" aria-label="Held for the caller">
        <h2>Held for the caller</h2>
        <p className="muted">
          Nothing held for the caller. Find the best seats: they are held while you talk.
        </p>
      </section>
    );
  }
  const latest = sale.offers.at(-1);
  return (
    <section className="card ps-offers" aria-label="Held for the caller">
      <h2>Held for the caller</h2>
      {sale.token && (
        <div className={`ps-token${expired || ending ? ' notice notice-warning' : ''}`}>
          {expired ? (
            <span>The hold has ended: these seats are free again. Find the seats again.</span>
          ) : (
            <>
              <span role="timer" title={`Hold token ${sale.token.holdToken}`}>
                Held: {left === undefined ? '…' : timeLeftText(left)}
              </span>
              <button
                type="button"
                className="button button-quiet button-small"
                disabled={busy}
                title={`Holds the seats for ${TOKEN_MINUTES} minutes from now`}
                onClick={() => void sale.extend()}
              >
                Extend
              </button>
            </>
          )}
        </div>
      )}
      <ol className="ps-offer-list">
        {sale.offers.map((offer) => (
          <OfferItem
            key={offer.id}
            offer={offer}
            latest={offer === latest}
            disabled={busy || expired}
            onBook={async () => {
              // The order id was this caller's: the next sale starts with an empty field.
              if (await sale.book(offer, orderId)) setOrderId('');
            }}
            onReject={() => sale.reject(offer)}
          />
        ))}
      </ol>
      <FormField label="Order id (optional)">
        {(control) => (
          <input
            {...control}
            value={orderId}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setOrderId(e.target.value)}
          />
        )}
      </FormField>
      <button
        type="button"
        className="button"
        aria-describedby={`${id}-next`}
        disabled={busy || expired || !sale.lastRequest}
        title="Holds the next best block; the blocks above stay held until you book or reject them"
        onClick={() => void sale.next()}
      >
        {sale.busy === 'find' ? 'Finding…' : 'Next best'}
      </button>
      {sale.lastRequest && (
        <p id={`${id}-next`} className="field-hint ps-next-hint">
          Asks again for {askedFor(sale.lastRequest)}.
        </p>
      )}
    </section>
  );
}

interface OfferItemProps {
  offer: Offer;
  latest: boolean;
  disabled: boolean;
  onBook: () => void;
  onReject: () => void;
}

function OfferItem({ offer, latest, disabled, onBook, onReject }: OfferItemProps) {
  const titleId = useId();
  // One category for the whole block is said once, above the seats.
  const categories = new Set(offer.labels.map((label) => offer.details[label]?.categoryLabel));
  const [only] = categories;
  const category = categories.size === 1 ? only : undefined;
  return (
    <li className={`ps-offer${latest ? ' ps-offer-latest' : ''}`} aria-labelledby={titleId}>
      <div className="ps-offer-head">
        <h3 id={titleId}>
          Offer {offer.id}: {countText(offer)}
        </h3>
        <span
          className={`badge ${offer.together ? 'badge-success' : 'badge-warning'}`}
          title={
            offer.together
              ? 'The seats are next to each other'
              : 'The seats are not all next to each other'
          }
        >
          Together: {offer.together ? 'yes' : 'no'}
        </span>
      </div>
      <p className="muted ps-asked">Asked for {offer.asked}</p>
      {category && <p className="ps-category">{category}</p>}
      <ul className="ps-seats" aria-label={`Seats of offer ${offer.id}`}>
        {placesIn(offer.labels).map((place) => {
          const info = offer.details[place.label];
          return (
            <li key={place.label}>
              <strong>{placeText(place)}</strong>
              {!category && info?.categoryLabel && (
                <span className="muted"> · {info.categoryLabel}</span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="ps-offer-actions">
        <button
          type="button"
          className="button button-primary button-small"
          disabled={disabled}
          onClick={onBook}
        >
          Book these
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={disabled}
          onClick={onReject}
        >
          Not these
        </button>
      </div>
    </li>
  );
}

/** "4 seats"; "4 places" when they are in a GA area. */
function countText(offer: Offer): string {
  const inArea = offer.labels.some(
    (label) => offer.details[label]?.objectType === 'generalAdmission',
  );
  const unit = inArea ? 'place' : 'seat';
  return `${offer.labels.length} ${unit}${offer.labels.length === 1 ? '' : 's'}`;
}
