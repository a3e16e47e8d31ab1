// The main navigation. On a wide screen every place is in the header row; under 700 px (a phone)
// the places fold behind a "Menu" button (a disclosure: aria-expanded, Escape closes and gives
// the focus back to the button, going to a place closes it). styles.css decides when it folds.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { AppActionName } from '../lib/roles';
import { useSession } from '../lib/session-context';
import { useRole } from '../lib/use-role';

interface NavItem {
  to: string;
  label: string;
  /** Shown only to a role that may do it (lib/roles.ts). */
  action?: AppActionName;
  /** Shown only where the service has staff accounts (not on a seats.io region). */
  staffAccounts?: boolean;
  /** Shown only to a secret-key sign-in: staff accounts never hold the company's keys. */
  keyOnly?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: '/events', label: 'Events' },
  { to: '/charts', label: 'Charts' },
  { to: '/archive', label: 'Archive', action: 'archiveCharts' },
  { to: '/batch', label: 'Batch desk' },
  { to: '/phone-sale', label: 'Phone sale' },
  { to: '/holds', label: 'Holds' },
  { to: '/reports', label: 'Reports' },
  { to: '/event-log', label: 'Event log', action: 'readEventLog' },
  { to: '/keys', label: 'Keys', keyOnly: true },
  { to: '/staff', label: 'Staff', action: 'manageStaff', staffAccounts: true },
];

export function MainNav() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { may, staffAccounts } = useRole();
  const { session } = useSession();
  const items = NAV_ITEMS.filter(
    (item) =>
      (!item.action || may(item.action)) &&
      (!item.staffAccounts || staffAccounts) &&
      (!item.keyOnly || !session?.staff),
  );

  // A place was chosen (or the page changed otherwise): the menu has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => setOpen(false), [pathname]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <button
        type="button"
        ref={toggle}
        className="button main-nav-toggle"
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpen((was) => !was)}
        onKeyDown={closeOnEscape}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path
            d={open ? 'M3 3l10 10M13 3L3 13' : 'M2 4h12M2 8h12M2 12h12'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </button>
      <nav
        id="main-nav"
        aria-label="Main"
        className={open ? 'main-nav main-nav-open' : 'main-nav'}
        onKeyDown={closeOnEscape}
      >
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
