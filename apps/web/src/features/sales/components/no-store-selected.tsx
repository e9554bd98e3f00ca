import { NO_STORE_SELECTED_MESSAGE } from '@saverly/contracts';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The deals page without a default store (spec section 8): point the user to the Profile.
 * `children` is shown below (a visitor's inline store selector, docs/decisions/0019-stores-web.md).
 */
export function NoStoreSelected({ children }: { children?: ReactNode }) {
  return (
    <div className="container status-page">
      <div className="status-card card">
        <div className="status-card__icon" aria-hidden="true">
          <Store />
        </div>
        <p className="status-card__eyebrow">Sales &amp; Deals</p>
        <h1>No Store Selected</h1>
        <p>{NO_STORE_SELECTED_MESSAGE}</p>
        <div className="status-card__actions">
          <Link to="/profile" className="button button--primary button--lg">
            Go to Profile
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
