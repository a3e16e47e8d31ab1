// @vitest-environment jsdom
// A session's client sends nothing once the session has ended: a page still mounted for the render
// that leads to the sign-in form must not use the key behind the user, nor refill the cache that
// sign-out emptied (CI once saw the charts list come back after sign-out).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { SeatdeskClient } from '../../client';
import type { FetchLike } from '../../client/transport';
import { appPerTest } from '../test-support/render-app-test-kit';
import { writeSession } from './session';
import { SessionProvider, useSession } from './session-context';

const app = appPerTest();
let seen: ReturnType<typeof useSession> | undefined;
/** Hands the test what the app's pages get from the session. */
function Probe() {
  seen = useSession();
  return null;
}

test("a session's client refuses to send once the user has signed out", async () => {
  sessionStorage.clear();
  writeSession(app.session);
  const sent: string[] = [];
  const counting: FetchLike = (input, init) => {
    sent.push(input);
    return app.service.fetch(input, init);
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider fetch={counting} channel={`session-${crypto.randomUUID()}`}>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  const client = seen?.client as SeatdeskClient;
  await client.charts.list({ limit: 1 });
  expect(sent).toHaveLength(1);

  act(() => seen?.signOut());
  expect(seen?.client).toBeNull();
  await expect(client.charts.list({ limit: 1 })).rejects.toThrow(/session has ended/);
  expect(sent).toHaveLength(1);
});
