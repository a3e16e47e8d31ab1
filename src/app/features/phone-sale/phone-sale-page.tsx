// Phone sale: a caller asks for "four seats together in category 1"; staff pick the event, find
// the best block (held at once for this call), offer the next best while the first stays held,
// reject what the caller does not want, and book the chosen block with an order id.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { Event } from '../../../contract/events';
import { ErrorPanel } from '../../components/error-panel';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { eventKeys } from '../../lib/queries';
import { useClient } from '../../lib/session-context';
import { useEventMapStates } from '../../seat-map/event-map-data';
import { categoriesOf } from '../../seat-map/event-map-data-objects';
import { useChartMap } from '../../seat-map/use-layout';
import { FindForm } from './find-form';
import { OffersPanel } from './offers-panel';
import { SaleMap } from './sale-map';
import { SaleNoticeView } from './sale-notice';
import { usePhoneSale } from './use-phone-sale';
import './phone-sale.css';

/** Enough for a box office's current events; the picker filters as one types. */
const EVENTS_LISTED = 100;

export function PhoneSalePage() {
  const client = useClient();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const eventKey = params.get('event') ?? '';
  const events = useQuery({
    queryKey: [...eventKeys.lists(), 'phone-sale'],
    queryFn: () => client.events.list({ limit: EVENTS_LISTED }),
  });
  const event = events.data?.items.find((e) => e.key === eventKey);

  return (
    <div className="phone-sale">
      <PageHeader
        title="Phone sale"
        subtitle="Find the best free seats for a caller: they are held while you talk, then booked or released."
      />
      <div className="card ps-event">
        <div className="field">
          <label htmlFor={`${id}-event`}>Event</label>
          <select
            id={`${id}-event`}
            value={eventKey}
            disabled={events.isPending}
            onChange={(e) => setParams(e.target.value ? { event: e.target.value } : {})}
          >
            <option value="">{events.isPending ? 'Loading the events…' : 'Choose an event'}</option>
            {events.data?.items.map((e) => (
              <option key={e.key} value={e.key}>
                {e.name ? `${e.name} (${e.key})` : e.key}
              </option>
            ))}
          </select>
        </div>
      </div>
      {events.isError && (
        <ErrorPanel
          title="The events could not be loaded"
          error={events.error}
          onRetry={() => events.refetch()}
        />
      )}
      {events.data && eventKey !== '' && !event && (
        <p className="notice notice-warning">No event "{eventKey}" in this workspace.</p>
      )}
      {/* A new sale per event: what was held for one event is never offered on another. */}
      {event && <EventSale key={event.key} event={event} />}
    </div>
  );
}

function EventSale({ event }: { event: Event }) {
  const client = useClient();
  const chartMap = useChartMap(client, event.chartKey, 'published');
  const states = useEventMapStates(client, event.key);
  const sale = usePhoneSale(client, event.key);

  if (chartMap.isError || states.isError) {
    return (
      <ErrorPanel
        title={
          chartMap.isError
            ? "The chart's drawing could not be loaded"
            : "The seats' states could not be loaded"
        }
        error={chartMap.error ?? states.error}
        onRetry={() => (chartMap.isError ? chartMap.refetch() : states.refetch())}
      />
    );
  }
  if (!chartMap.data || !states.data) return <Loading what="the seat map" />;
  const categories = categoriesOf(chartMap.data.layout, event);

  return (
    <>
      <section className="card" aria-label="Find best seats">
        <FindForm
          layout={chartMap.data.layout}
          categories={categories}
          busy={sale.busy === 'find'}
          onFind={(request) => void sale.find(request)}
        />
        <SaleNoticeView notice={sale.notice} onClose={sale.clearNotice} />
      </section>
      <div className="ps-layout">
        <section className="card ps-map" aria-label="Seat map">
          <SaleMap
            event={event}
            chartMap={chartMap.data}
            states={states.data}
            offers={sale.offers}
          />
        </section>
        <OffersPanel sale={sale} />
      </div>
    </>
  );
}
