import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { Session } from '../lib/session';
import { useSession } from '../lib/session-context';
import { Breadcrumbs } from './breadcrumbs';
import { HoldExpiryWarning } from './hold-expiry-warning';

function workspaceLabel(session: Session | null): string {
  if (!session) return '';
  if (session.workspaceName) return session.workspaceName;
  return session.workspaceKey ? `Workspace ${session.workspaceKey}` : 'Default workspace';
}

const NAV_ITEMS = [
  { to: '/events', label: 'Events' },
  { to: '/charts', label: 'Charts' },
  { to: '/archive', label: 'Archive' },
  { to: '/batch', label: 'Batch desk' },
  { to: '/phone-sale', label: 'Phone sale' },
  { to: '/holds', label: 'Holds' },
  { to: '/reports', label: 'Reports' },
];

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
        <nav aria-label="Main" className="main-nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="workspace" aria-label="Workspace">
          <span className="workspace-name" title={session?.baseUrl}>
            {workspaceLabel(session)}
          </span>
          <span className="workspace-host">{host}</span>
        </section>
        <button
          type="button"
          className="button button-quiet"
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
