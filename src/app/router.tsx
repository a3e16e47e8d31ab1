import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './components/app-shell';
import { Loading } from './components/loading';
import { NotFoundPage } from './components/not-found';
import { RequireSession } from './components/require-session';
import { RouteError } from './components/route-error';
import { boxOfficeRoutes } from './routes/box-office-routes';
import { page } from './routes/route-kit';
import { setUpRoutes } from './routes/set-up-routes';

// The frame of every page: the sign-in page stands alone; every other page needs a session and
// sits in the shell (navigation, trail, warnings), its errors caught inside it.
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
              ...boxOfficeRoutes,
              ...setUpRoutes,
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
