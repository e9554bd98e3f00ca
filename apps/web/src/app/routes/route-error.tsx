import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageTitle } from '../../components/page-title';

/** Shown when a route throws while rendering: a way forward instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  return (
    <main className="container status-page">
      <PageTitle title="Something went wrong" />
      <div className="status-card card">
        <div className="status-card__icon" aria-hidden="true">
          <TriangleAlert />
        </div>
        <h1>Something went wrong</h1>
        <p>Sorry, this page couldn&apos;t be shown. Reloading usually fixes it.</p>
        <div className="status-card__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a href="/" className="button button--secondary">
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}
