// The holds view: the hold tokens this back office created, each with what it holds in every
// event and the actions a shift needs (extend, confirm all, release all); and orders, found across
// every event, to release or move.
import { PageHeader } from '../../components/page-header';
import { OrdersSection } from './orders-section';
import { TokensSection } from './tokens-section';
import './holds.css';

export function HoldsPage() {
  return (
    <>
      <PageHeader
        title="Holds"
        subtitle="Seats this back office holds, in every event, and orders to find, release or move."
      />
      <TokensSection />
      <OrdersSection />
    </>
  );
}
