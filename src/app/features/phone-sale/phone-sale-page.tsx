// Phone sale: a caller asks for "four seats together in category 1"; staff pick the event, find
// the best block (held at once for this call), offer the next best while the first stays held,
// reject what the caller does not want, and book the chosen block with an order id.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Event } from '../../../contract/events';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { isApiError } from '../../lib/errors';
import { eventKeys, eventQuery } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { categoriesOf, MapLoadError, useEventMapInput } from '../../seat-map';
import { FindForm } from './find-form';
import { OffersPanel } from './offers-panel';
import { keptForOtherChannels, keptText, saleChannels } from './sale-channels';
import { SaleMap } from './sale-map';
import { SaleNoticeView } from './sale-notice';
import type { FindRequest } from './sale-request';
import { usePhoneSale } from './use-phone-sale';
import './phone-sale.css';
import { FormField } from '../../components/form-field';
import { pickerNames } from '../../lib/event-name';

/** Enough for a box office's current events (the list's own order); more need the events page. */
const EVENTS_LISTED = 100;

export function PhoneSalePage() {
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const eventKey = params.get('event') ?? '';
  const events = useQuery({
    queryKey: [...eventKeys.lists(), 'phone-sale'],
    queryFn: () => client.events.list({ limit: EVENTS_LISTED }),
  });
  // Read on its own, so an event beyond the first page (a link with ?event=) still opens.
  const chosen = useQuery({ ...eventQuery(client, eventKey), enabled: eventKey !== '' });
  const event = chosen.data;
  const listed = events.data?.items ?? [];
  const options = event && !listed.some((e) => e.key === event.key) ? [event, ...listed] : listed;
  const names = pickerNames(options);
  const picker = (locked: boolean) => (
    <FormField
      label="Event"
      className="ps-event"
      hint={locked ? 'Book or release the held seats first.' : undefined}
    >
      {(control) => (
        <select
          {...control}
          value={eventKey}
          disabled={events.isPending || locked}
          onChange={(e) => setParams(e.target.value ? { event: e.target.value } : {})}
        >
          <option value="">{events.isPending ? 'Loading the events…' : 'Choose an event'}</option>
          {options.map((e) => (
            <option key={e.key} value={e.key} title={`Event key: ${e.key}`}>
              {names.get(e.key)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <div className="phone-sale">
      <PageHeader
        title="Phone sale"
        subtitle="Find the best free seats for a caller: they are held while you talk, then booked or released."
      />
      {!event && <section className="card ps-ask">{picker(false)}</section>}
      {events.isError && (
        <ErrorPanel
          title="The events could not be loaded"
          error={events.error}
          onRetry={() => events.refetch()}
        />
      )}
      {chosen.isError &&
        (isApiError(chosen.error, 404) ? (
          <p className="notice notice-warning">No event "{eventKey}" in this workspace.</p>
        ) : (
          <ErrorPanel
            title="The event could not be loaded"
            error={chosen.error}
            onRetry={() => chosen.refetch()}
          />
        ))}
      {/* A new sale per event: what was held for one event is never offered on another. */}
      {event && <EventSale key={event.key} event={event} picker={picker} />}
    </div>
  );
}

/** The event picker sits in the same row as the request, so the map starts high on the screen. */
function EventSale({ event, picker }: { event: Event; picker: (locked: boolean) => ReactNode }) {
  const client = useClient();
  const map = useEventMapInput(client, event);
  const { layout, describe, input } = map;
  const channels = useMemo(() => (input ? saleChannels(input) : []), [input]);
  // What a find left out because it is kept for a channel not chosen, said when nothing is found.
  const keptFor = useCallback(
    (request: FindRequest) =>
      input &&
      keptText(
        keptForOtherChannels(
          input,
          {
            categoryKey: request.category && String(request.category.key),
            section: request.section?.label,
            zone: request.zone?.key,
          },
          request.channels,
        ),
      ),
    [input],
  );
  const sale = usePhoneSale(client, event.key, keptFor);

  if (map.failed) return <MapLoadError chartMap={map.chartMap} states={map.states} />;
  if (!layout || !describe) {
    return (
      <>
        <section className="card ps-ask">{picker(false)}</section>
        <Loading what="the seat map" />
      </>
    );
  }
  const categories = categoriesOf(layout, event);

  return (
    <>
      <section className="card ps-ask" aria-label="Find best seats">
        {/* Held seats belong to this event: the sale ends (book or release) before another. */}
        {picker(sale.offers.length > 0)}
        {/* The map is drawn first; finding waits for the states that colour it. */}
        {input ? (
          <FindForm
            layout={layout}
            input={input}
            categories={categories}
            channels={channels}
            busy={sale.busy === 'find'}
            onFind={(request) => void sale.find(request)}
          />
        ) : (
          <Loading what="the seats' statuses" />
        )}
        <SaleNoticeView notice={sale.notice} onClose={sale.clearNotice} />
      </section>
      <div className="ps-layout">
        <section className="card ps-map" aria-label="Seat map">
          <SaleMap
            event={event}
            map={{ ...map, layout, describe }}
            offers={sale.offers}
            channels={channels}
          />
        </section>
        <OffersPanel sale={sale} />
      </div>
    </>
  );
}
