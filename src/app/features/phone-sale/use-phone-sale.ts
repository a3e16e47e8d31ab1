// The phone sale's state: one staff hold token for the call, the blocks offered so far (each held
// with it until staff book or reject it), and what the last action came to. Every change goes to
// the service at once; the page keeps only what it was answered.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { SeatdeskClient } from '../../../client';
import type { HoldToken } from '../../../contract/hold-tokens';
import type { ObjectInfoWire } from '../../../contract/status';
import { announceChange } from '../../lib/change-broadcast';
import { describeError, isApiError } from '../../lib/errors';
import { heldObjectsKey } from '../../lib/held-objects';
import { useStaffTokens } from '../../lib/hold-tokens';
import { eventKeys } from '../../lib/queries';
import { channelKeysOf, channelOptionsFor } from './sale-channels';
import {
  askedFor,
  bestAvailableOf,
  bookedText,
  type FindRequest,
  nothingFoundText,
  objectsFor,
  placesIn,
  placeText,
  seatsText,
} from './sale-request';

/** Long enough for a phone call; the holds view can extend it. */
export const TOKEN_MINUTES = 15;
/** A token with less than this left is not used for a new block. */
const MIN_LEFT_MS = 60_000;

const ENDED_TEXT =
  'The hold for this call has ended (released elsewhere or ran out): the seats offered are no longer held. Find the seats again.';

const NOTHING_HELD = 'Nothing is held for this call: find the seats first.';

function tokenEnded(error: unknown): boolean {
  // INVALID from a status change, NOT_FOUND from the hold tokens API.
  return (
    isApiError(error) &&
    (error.code === 'HOLD_TOKEN_INVALID' || error.code === 'HOLD_TOKEN_NOT_FOUND')
  );
}

export interface Offer {
  id: number;
  labels: string[];
  together: boolean;
  details: Record<string, ObjectInfoWire>;
  /** What was asked for, in staff words: "4 seats together in Cat1". */
  asked: string;
  /** The channels it was found in (`channelKeys`): booking and releasing it need the same. */
  channelKeys?: string[];
}

export type SaleNotice =
  | { kind: 'refused'; text: string; code?: string }
  | { kind: 'booked'; text: string }
  | { kind: 'released'; text: string };

export interface PhoneSale {
  token?: HoldToken;
  offers: Offer[];
  lastRequest?: FindRequest;
  notice?: SaleNotice;
  busy?: 'find' | 'book' | 'release' | 'extend';
  find(request: FindRequest): Promise<boolean>;
  next(): Promise<boolean>;
  reject(offer: Offer): Promise<boolean>;
  /** True once booked: the order id belonged to this sale. */
  book(offer: Offer, orderId: string): Promise<boolean>;
  /** Gives the held seats another TOKEN_MINUTES from now. */
  extend(): Promise<boolean>;
  clearNotice(): void;
}

/**
 * `keptFor(request)` says what a find leaves out because it is kept for a channel not chosen
 * ("4 seats kept for Box office are not offered."), added when nothing is found.
 */
export function usePhoneSale(
  client: SeatdeskClient,
  eventKey: string,
  keptFor?: (request: FindRequest) => string | undefined,
): PhoneSale {
  // The staff's tokens, shared by every tab: the holds view lists this call's token too.
  const { addToken } = useStaffTokens();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<HoldToken>();
  const [offers, setOffers] = useState<Offer[]>([]);
  const [lastRequest, setLastRequest] = useState<FindRequest>();
  const [notice, setNotice] = useState<SaleNotice>();
  const [busy, setBusy] = useState<PhoneSale['busy']>();
  const nextId = useRef(1);

  const refreshMap = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventKey) }),
        // What the call's token holds changed: the expiry warning reads it there.
        queryClient.invalidateQueries({ queryKey: heldObjectsKey() }),
      ]),
    [queryClient, eventKey],
  );

  /** True when `work` went through. */
  const run = async (
    what: NonNullable<PhoneSale['busy']>,
    work: () => Promise<void>,
  ): Promise<boolean> => {
    setBusy(what);
    setNotice(undefined);
    try {
      await work();
      return true;
    } catch (error) {
      const { code, message } = describeError(error);
      if (tokenEnded(error)) {
        // Released elsewhere (the holds view) or ran out: nothing offered is held any more.
        setToken(undefined);
        setOffers([]);
        setNotice({ kind: 'refused', text: ENDED_TEXT, code });
      } else setNotice({ kind: 'refused', text: message, code });
      return false;
    } finally {
      setBusy(undefined);
      void refreshMap();
      announceChange();
    }
  };

  /** The call's token, extended when it is about to end; a new one once it has ended. */
  const usableToken = async (): Promise<HoldToken> => {
    const left = token ? Date.parse(token.expiresAt) - Date.now() : 0;
    if (token && left > MIN_LEFT_MS) return token;
    if (token && left > 0) {
      try {
        const extended = await client.holdTokens.expireInMinutes(token.holdToken, TOKEN_MINUTES);
        setToken(extended);
        return extended;
      } catch (error) {
        if (!tokenEnded(error)) throw error;
      }
    }
    return freshToken();
  };

  const freshToken = async (): Promise<HoldToken> => {
    const created = await client.holdTokens.create(TOKEN_MINUTES);
    addToken(created.holdToken);
    setToken(created);
    // Whatever the ended token held is free again: those offers are gone.
    if (offers.length > 0) {
      setNotice({
        kind: 'released',
        text: 'The earlier hold had ended: those seats are free again.',
      });
    }
    setOffers([]);
    return created;
  };

  const holdBlock = (request: FindRequest) =>
    run('find', async () => {
      setLastRequest(request);
      let held = await usableToken();
      const channelKeys = channelKeysOf(request.channels);
      const hold = () =>
        client.status.bestAvailable(eventKey, 'hold', {
          holdToken: held.holdToken,
          ...(channelKeys && { channelKeys }),
          bestAvailable: bestAvailableOf(request),
        });
      const nothingFound = () => {
        const kept = keptFor?.(request);
        return `${nothingFoundText(request)}${kept ? `. ${kept}` : ''}`;
      };
      let answer: Awaited<ReturnType<typeof hold>>;
      try {
        answer = await hold().catch(async (error) => {
          // The token ended behind the page's back: once more with a new one.
          if (!tokenEnded(error)) throw error;
          held = await freshToken();
          return hold();
        });
      } catch (error) {
        if (!isApiError(error) || error.code !== 'BEST_AVAILABLE_OBJECTS_NOT_FOUND') throw error;
        setNotice({ kind: 'refused', text: nothingFound(), code: error.code });
        return;
      }
      // The service falls back to seats apart; "together only" gives those straight back.
      if (request.togetherOnly && !answer.nextToEachOther) {
        await client.status.release(eventKey, {
          objects: objectsFor(answer.objects),
          holdToken: held.holdToken,
          ...channelOptionsFor([channelKeys]),
        });
        setNotice({ kind: 'refused', text: nothingFound() });
        return;
      }
      const offer: Offer = {
        id: nextId.current++,
        labels: answer.objects,
        together: answer.nextToEachOther,
        details: answer.objectDetails,
        asked: askedFor(request),
        channelKeys,
      };
      setOffers((old) => [...old, offer]);
    });

  const reject = (offer: Offer) =>
    run('release', async () => {
      if (!token) throw new Error(NOTHING_HELD);
      await client.status.release(eventKey, {
        objects: objectsFor(offer.labels),
        holdToken: token.holdToken,
        ...channelOptionsFor([offer.channelKeys]),
      });
      setOffers((old) => old.filter((o) => o.id !== offer.id));
      setNotice({
        kind: 'released',
        text: `Released ${seatsText(offer.labels, offer.details)}: they are free again.`,
      });
    });

  const book = (offer: Offer, orderId: string) =>
    run('book', async () => {
      if (!token) throw new Error(NOTHING_HELD);
      const order = orderId.trim();
      await client.status.book(eventKey, {
        objects: objectsFor(offer.labels),
        holdToken: token.holdToken,
        ...channelOptionsFor([offer.channelKeys]),
        ...(order && { orderId: order }),
      });
      const others = offers.filter((o) => o.id !== offer.id);
      setOffers(others);
      let text = bookedText(offer.labels, offer.details, order);
      // The customer chose: the other blocks offered in this call are not kept from other buyers.
      if (others.length > 0) {
        const labels = others.flatMap((o) => o.labels);
        try {
          await client.status.release(eventKey, {
            objects: objectsFor(labels),
            holdToken: token.holdToken,
            ...channelOptionsFor(others.map((o) => o.channelKeys)),
          });
          setOffers([]);
          const released = placesIn(labels).map(placeText).join(', ');
          text += `. Released the other offer${others.length > 1 ? 's' : ''}: ${released}.`;
        } catch (error) {
          text += `. The other offers are still held (${describeError(error).message}): release them with "Not these".`;
        }
      }
      setNotice({ kind: 'booked', text });
    });

  return {
    token,
    offers,
    lastRequest,
    notice,
    busy,
    find: holdBlock,
    next: async () => (lastRequest ? holdBlock(lastRequest) : false),
    reject,
    book,
    extend: () =>
      run('extend', async () => {
        if (token)
          setToken(await client.holdTokens.expireInMinutes(token.holdToken, TOKEN_MINUTES));
      }),
    clearNotice: () => setNotice(undefined),
  };
}
