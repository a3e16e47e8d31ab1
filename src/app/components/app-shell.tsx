import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Session } from '../lib/session';
import { useSession } from '../lib/session-context';
import { Breadcrumbs } from './breadcrumbs';
import { HoldExpiryWarning } from './hold-expiry-warning';
import { MainNav } from './main-nav';
import { StaffBadge } from './staff-badge';
import { WorkspaceSwitcher } from './workspace-switcher';

function workspaceLabel(session: Session | null): string {
  if (!session) return '';
  if (session.workspaceName) return session.workspaceName;
  return session.workspaceKey ? `Workspace ${session.workspaceKey}` : 'Default workspace';
}

export function AppShell() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPage = useRef(true);

  // After moving to another page, keyboard and screen-reader users start at its content, not at
  // the link they left behind in the navigation.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (pathname) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  const host = session ? new URL(session.baseUrl).host : '';

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <div className="brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="28" height="28" />
          <span>Seatdesk</span>
        </div>
        <MainNav />
        <section className="workspace" aria-label="Workspace">
          <WorkspaceSwitcher fallback={workspaceLabel(session)} />
          <span className="workspace-host">{host}</span>
          {session?.staff && <StaffBadge staff={session.staff} />}
        </section>
        <button
          type="button"
          className="button button-quiet shell-sign-out"
          onClick={() => {
            signOut();
            navigate('/sign-in', { replace: true });
          }}
        >
          Sign out
        </button>
      </header>
      <main id="main" className="shell-main" tabIndex={-1} ref={mainRef}>
        <HoldExpiryWarning />
        <Breadcrumbs />
        <Outlet />
      </main>
    </div>
  );
}
