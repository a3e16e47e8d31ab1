// The reports feature: everything under `/reports/*`. Nested routes here, so the router only
// knows one lazy module; recharts and the virtual table load with it, never with the entry.
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found';
import { ChartReports } from './chart-reports';
import { EventReports } from './event-reports';
import { ReportsHome } from './reports-home';
import './reports.css';

export function ReportsPage() {
  return (
    <Routes>
      <Route index element={<ReportsHome />} />
      <Route path="events/:eventKey" element={<EventReports />} />
      <Route path="charts/:chartKey" element={<ChartReports />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
