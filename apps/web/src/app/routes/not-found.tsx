import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';

export function NotFoundRoute() {
  return (
    <div className="container status-page">
      <PageTitle title="Page not found" />
      <div className="status-card card">
        <div className="status-card__icon" aria-hidden="true">
          <SearchX />
        </div>
        <h1>Page not found</h1>
        <p>The page you were looking for isn&apos;t here. It may have moved, or the link may be mistyped.</p>
        <div className="status-card__actions">
          <Link to="/" className="button button--primary">
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
