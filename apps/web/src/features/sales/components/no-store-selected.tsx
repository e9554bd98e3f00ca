import { Store } from 'lucide-react';
import { Link } from 'react-router';

/** The deals page without a default store (spec section 8): point the user to the Profile. */
export function NoStoreSelected() {
  return (
    <div className="container status-page">
      <div className="status-card card">
        <div className="status-card__icon" aria-hidden="true">
          <Store />
        </div>
        <p className="status-card__eyebrow">Sales &amp; Deals</p>
        <h1>No Store Selected</h1>
        <p>Please select your store in the Profile page to see deals and sales.</p>
        <div className="status-card__actions">
          <Link to="/profile" className="button button--primary button--lg">
            Go to Profile
          </Link>
        </div>
      </div>
    </div>
  );
}
