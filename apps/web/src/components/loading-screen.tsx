import { Spinner } from './spinner';

/**
 * The full-screen start-up state (spec section 1). index.html ships the same markup inside #root so
 * the very first paint, before any script runs, already looks like this.
 */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <img className="loading-screen__logo" src="/favicon.svg" alt="" width="64" height="64" />
      <h1 className="loading-screen__title">Loading Saverly</h1>
      <p className="loading-screen__text">Initializing your experience...</p>
      <Spinner size="md" />
    </div>
  );
}
