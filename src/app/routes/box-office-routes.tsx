// The routes of the box office's daily work: events and seasons, the desk, holds, the phone sale,
// reports and the event log. The frame around them (sign-in, session, shell) is in router.tsx.
import type { RouteObject } from 'react-router';
import { EventCrumb } from '../features/events/event-crumb';
import { crumb, page, param, rolePage } from './route-kit';

export const boxOfficeRoutes: RouteObject[] = [
  {
    path: 'events',
    handle: crumb('Events'),
    children: [
      {
        index: true,
        lazy: page(
          () => import('../features/events/events-list-page'),
          (m) => m.EventsListPage,
        ),
      },
      {
        path: ':eventKey',
        handle: crumb((match) => <EventCrumb eventKey={match.params.eventKey ?? ''} />),
        lazy: page(
          () => import('../features/events/event-page'),
          (m) => m.EventPage,
        ),
        children: [
          {
            index: true,
            lazy: page(
              () => import('../features/events/event-overview'),
              (m) => m.EventOverview,
            ),
          },
          {
            path: 'channels',
            handle: crumb('Channels'),
            lazy: rolePage(
              'editChannels',
              () => import('../features/channels/channels-page'),
              (m) => m.ChannelsPage,
            ),
          },
          {
            path: 'activity',
            handle: crumb('Activity'),
            lazy: page(
              () => import('../features/activity/activity-page'),
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
      () => import('../features/events/create-events-page'),
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
          () => import('../features/seasons/create-season-page'),
          (m) => m.CreateSeasonPage,
        ),
      },
      {
        path: ':seasonKey',
        handle: crumb(param('seasonKey')),
        lazy: page(
          () => import('../features/seasons/season-page'),
          (m) => m.SeasonPage,
        ),
      },
    ],
  },
  {
    path: 'batch/*',
    handle: crumb('Batch desk'),
    lazy: page(
      () => import('../features/batch-desk'),
      (m) => m.BatchDeskPage,
    ),
  },
  {
    path: 'holds',
    handle: crumb('Holds'),
    lazy: page(
      () => import('../features/holds/holds-page'),
      (m) => m.HoldsPage,
    ),
  },
  {
    path: 'phone-sale',
    handle: crumb('Phone sale'),
    lazy: page(
      () => import('../features/phone-sale/phone-sale-page'),
      (m) => m.PhoneSalePage,
    ),
  },
  {
    path: 'event-log',
    handle: crumb('Event log'),
    lazy: rolePage(
      'readEventLog',
      () => import('../features/event-log/event-log-page'),
      (m) => m.EventLogPage,
    ),
  },
  {
    path: 'reports/*',
    handle: crumb('Reports'),
    lazy: page(
      () => import('../features/reports/reports-page'),
      (m) => m.ReportsPage,
    ),
  },
];
