// The set-up the back office's role tests share: a service per test with the chart 'hall' and its
// event 'gala', slow password hashes allowed for, and the app opened at a page by a member of
// staff who signs in through the staff sign-in form.

import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AppUnderTest } from './app-service-test-kit';
import { appPerTest, renderApp, seedChart } from './render-app-test-kit';
import {
  type AddedStaff,
  cookieFetch,
  fillStaffSignIn,
  SIGN_IN_WAIT,
  SLOW_HASHES,
} from './staff-session-test-kit';

/** A service per test with the chart 'hall' and the event 'gala' (register at module level). */
export function hallAppPerTest(): AppUnderTest {
  return appPerTest(
    (started) => seedChart(started.api, 'hall', 'sampleChart', ['gala']),
    SLOW_HASHES,
  );
}

/** The app at `path` in a fresh browser, `staff` signed in through the form (its page next). */
export async function signedInAs(app: AppUnderTest, staff: AddedStaff, path: string) {
  const view = renderApp(app, path, { signedIn: false, fetch: cookieFetch(app) });
  await fillStaffSignIn(staff.signInName, staff.password);
  await waitFor(
    () => expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull(),
    SIGN_IN_WAIT,
  );
  return view;
}
