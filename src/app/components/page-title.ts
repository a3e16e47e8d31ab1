// The browser tab's title: a clerk with several events open finds the tab by the event's name.
import { useEffect } from 'react';

const APP_TITLE = 'Seatdesk';

/** Names the tab `what · Seatdesk` while the page is shown; back to `Seatdesk` after it. */
export function usePageTitle(what: string | undefined): void {
  useEffect(() => {
    if (!what) return;
    document.title = `${what} · ${APP_TITLE}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [what]);
}
