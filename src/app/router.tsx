import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, type UIMatch } from 'react-router';
import { AppShell } from './components/app-shell';
import type { CrumbHandle } from './components/breadcrumbs';
import { Loading } from './components/loading';
import { NotFoundPage } from './components/not-found';
import { RequireRole } from './components/require-role';
import { RequireSession } from './components/require-session';
import { RouteError } from './components/route-error';
import { EventCrumb } from './features/events/event-crumb';
import type { AppActionName } from './lib/roles';

// Every page is its own chunk: the sign-in page does not pay for the channels editor, and the
// reports (with their chart library) load only when someone opens them.
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A page only some roles may use: the others read why instead (components/require-role.tsx). */
function rolePage<M>(
  action: AppActionName,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return async () => {
    const Page = pick(await load());
    return {
      element: (
        <RequireRole action={action}>
          <Page />
        </RequireRole>
      ),
    };
  };
}

function crumb(label: string | ((match: UIMatch) => ReactNode)): CrumbHandle {
  return { crumb: typeof label === 'string' ? () => label : label };
}

const param = (name: string) => (match: UIMatch) => match.params[name] ?? '';

export const routes: RouteObject[] = [
  {
    path: '/sign-in',
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading what="the page" />,
    lazy: page(
      () => import('./features/auth/sign-in-page'),
      (m) => m.SignInPage,
    ),
  },
  {
    element: <RequireSession />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading what="the page" />,
    children: [
      {
        element: <AppShell />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to="/events" replace /> },
              {
                path: 'events',
                handle: crumb('Events'),
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import('./features/events/events-list-page'),
                      (m) => m.EventsListPage,
                    ),
                  },
                  {
                    path: ':eventKey',
                    handle: crumb((match) => <EventCrumb eventKey={match.params.eventKey ?? ''} />),
                    lazy: page(
                      () => import('./features/events/event-page'),
                      (m) => m.EventPage,
                    ),
                    children: [
                      {
                        index: true,
                        lazy: page(
                          () => import('./features/events/event-overview'),
                          (m) => m.EventOverview,
                        ),
                      },
                      {
                        path: 'channels',
                        handle: crumb('Channels'),
                        lazy: rolePage(
                          'editChannels',
                          () => import('./features/channels/channels-page'),
                          (m) => m.ChannelsPage,
                        ),
                      },
                      {
                        path: 'activity',
                        handle: crumb('Activity'),
                        lazy: page(
                          () => import('./features/activity/activity-page'),
                          (m) => m.ActivityPage,
                        ),
                      },
                    ],
                  },
                ],
              },
              {
                // Not under events/: any word there could be an event's key.
                path: 'create-events',
                handle: crumb('Create events'),
                lazy: rolePage(
                  'createEvents',
                  () => import('./features/events/create-events-page'),
                  (m) => m.CreateEventsPage,
                ),
              },
              {
                // No crumb of its own: /seasons is the form creating one, not a list of them.
                path: 'seasons',
                children: [
                  {
                    index: true,
                    handle: crumb('Create a season'),
                    lazy: rolePage(
                      'createSeasons',
                      () => import('./features/seasons/create-season-page'),
                      (m) => m.CreateSeasonPage,
                    ),
                  },
                  {
                    path: ':seasonKey',
                    handle: crumb(param('seasonKey')),
                    lazy: page(
                      () => import('./features/seasons/season-page'),
                      (m) => m.SeasonPage,
                    ),
                  },
                ],
              },
              {
                path: 'charts',
                handle: crumb('Charts'),
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import('./features/charts/charts-list-page'),
                      (m) => m.ChartsListPage,
                    ),
                  },
                  {
                    path: ':chartKey',
                    handle: crumb(param('chartKey')),
                    lazy: page(
                      () => import('./features/charts/chart-page'),
                      (m) => m.ChartPage,
                    ),
                    children: [
                      {
                        index: true,
                        lazy: rolePage(
                          'editCategories',
                          () => import('./features/categories/categories-page'),
                          (m) => m.CategoriesPage,
                        ),
                      },
                      {
                        path: 'events',
                        handle: crumb('Events'),
                        lazy: page(
                          () => import('./features/charts/chart-events'),
                          (m) => m.ChartEvents,
                        ),
                      },
                    ],
                  },
                ],
              },
              {
                // Not under charts/: any word there could be a chart's key.
                path: 'import-chart',
                handle: crumb('Import a chart'),
                lazy: rolePage(
                  'importCharts',
                  () => import('./features/charts/import-chart-page'),
                  (m) => m.ImportChartPage,
                ),
              },
              {
                path: 'archive',
                handle: crumb('Archive'),
                lazy: rolePage(
                  'archiveCharts',
                  () => import('./features/archive/archive-page'),
                  (m) => m.ArchivePage,
                ),
              },
              {
                path: 'batch/*',
                handle: crumb('Batch desk'),
                lazy: page(
                  () => import('./features/batch-desk'),
                  (m) => m.BatchDeskPage,
                ),
              },
              {
                path: 'holds',
                handle: crumb('Holds'),
                lazy: page(
                  () => import('./features/holds/holds-page'),
                  (m) => m.HoldsPage,
                ),
              },
              {
                path: 'phone-sale',
                handle: crumb('Phone sale'),
                lazy: page(
                  () => import('./features/phone-sale/phone-sale-page'),
                  (m) => m.PhoneSalePage,
                ),
              },
              {
                path: 'event-log',
                handle: crumb('Event log'),
                lazy: rolePage(
                  'readEventLog',
                  () => import('./features/event-log/event-log-page'),
                  (m) => m.EventLogPage,
                ),
              },
              {
                path: 'reports/*',
                handle: crumb('Reports'),
                lazy: page(
                  () => import('./features/reports/reports-page'),
                  (m) => m.ReportsPage,
                ),
              },
              {
                path: 'keys',
                handle: crumb('Keys'),
                lazy: page(
                  () => import('./features/keys/keys-page'),
                  (m) => m.KeysPage,
                ),
              },
              {
                path: 'staff',
                handle: crumb('Staff'),
                lazy: rolePage(
                  'manageStaff',
                  () => import('./features/staff/staff-page'),
                  (m) => m.StaffPage,
                ),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/app' });
}
