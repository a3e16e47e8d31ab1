// The batch desk: compose a batch of holds, bookings and releases across events (the index), and
// look up objects (`lookup`). Both views are routes inside this page, so the desk owns its URLs.
import { NavLink, Route, Routes, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found';
import { PageHeader } from '../../components/page-header';
import { BatchComposer } from './composer';
import { ObjectLookup } from './lookup/lookup-page';
import './batch-desk.css';

export function BatchDeskPage() {
  const [params] = useSearchParams();
  const event = params.get('event');
  // The event the desk was opened for travels between the two views.
  const search = event ? `?${new URLSearchParams({ event })}` : '';
  return (
    <>
      <PageHeader
        title="Batch desk"
        subtitle="Hold, book and release objects across events. A batch is applied entirely or not at all."
      />
      <nav className="tabs" aria-label="Batch desk">
        <NavLink to={{ pathname: '/batch', search }} end>
          Compose a batch
        </NavLink>
        <NavLink to={{ pathname: '/batch/lookup', search }}>Object lookup</NavLink>
      </nav>
      <Routes>
        <Route index element={<BatchComposer />} />
        <Route path="lookup" element={<ObjectLookup />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
