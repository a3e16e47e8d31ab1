// The routes that set the box office up: charts with their categories and events, importing and
// archiving charts, the workspace's keys and its staff. The frame around them is in router.tsx.
import type { RouteObject } from 'react-router';
import { crumb, page, param, rolePage } from './route-kit';

export const setUpRoutes: RouteObject[] = [
  {
    path: 'charts',
    handle: crumb('Charts'),
    children: [
      {
        index: true,
        lazy: page(
          () => import('../features/charts/charts-list-page'),
          (m) => m.ChartsListPage,
        ),
      },
      {
        path: ':chartKey',
        handle: crumb(param('chartKey')),
        lazy: page(
          () => import('../features/charts/chart-page'),
          (m) => m.ChartPage,
        ),
        children: [
          {
            index: true,
            lazy: rolePage(
              'editCategories',
              () => import('../features/categories/categories-page'),
              (m) => m.CategoriesPage,
            ),
          },
          {
            path: 'events',
            handle: crumb('Events'),
            lazy: page(
              () => import('../features/charts/chart-events'),
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
      () => import('../features/charts/import-chart-page'),
      (m) => m.ImportChartPage,
    ),
  },
  {
    path: 'archive',
    handle: crumb('Archive'),
    lazy: rolePage(
      'archiveCharts',
      () => import('../features/archive/archive-page'),
      (m) => m.ArchivePage,
    ),
  },
  {
    path: 'keys',
    handle: crumb('Keys'),
    lazy: page(
      () => import('../features/keys/keys-page'),
      (m) => m.KeysPage,
    ),
  },
  {
    path: 'staff',
    handle: crumb('Staff'),
    lazy: rolePage(
      'manageStaff',
      () => import('../features/staff/staff-page'),
      (m) => m.StaffPage,
    ),
  },
];
