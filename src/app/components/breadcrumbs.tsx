import type { ReactNode } from 'react';
import { Link, type UIMatch, useMatches } from 'react-router';

/** Routes name themselves for the trail through `handle.crumb` (an event by its name, read). */
export interface CrumbHandle {
  crumb: (match: UIMatch) => ReactNode;
}

function hasCrumb(match: UIMatch): match is UIMatch<unknown, CrumbHandle> {
  const handle = match.handle as Partial<CrumbHandle> | undefined;
  return typeof handle?.crumb === 'function';
}

export function Breadcrumbs() {
  const crumbs = useMatches()
    .filter(hasCrumb)
    .map((match) => ({ label: match.handle.crumb(match), to: match.pathname }))
    // An index route repeats its parent's path; show that place once.
    .filter(
      (crumb, i, all) =>
        i === 0 || all[i - 1].to.replace(/\/$/, '') !== crumb.to.replace(/\/$/, ''),
    );
  // A top-level page's heading already says where one is; the trail starts one level down.
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.to}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
