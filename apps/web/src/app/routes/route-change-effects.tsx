import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';

/**
 * On every route change: scroll to the top (spec section 2), or to the #fragment when the link
 * names one, and move focus to the main content so screen readers start on the new page.
 *
 * The first render is a page load, not a route change: the browser has placed the page already
 * (at the top, at its #fragment, or where a reload left it) and the visitor may have scrolled a
 * prerendered page before the app took it over. Moving them back to the top then would lose their
 * place, and a tap on a link they scrolled to would land on whatever moved under their finger. Only
 * a #fragment the browser could not find yet (a page the client renders) is scrolled to.
 */
export function RouteChangeEffects() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : null;
    const target = id ? document.getElementById(id) : null;
    if (firstRender.current) {
      firstRender.current = false;
      if (window.scrollY !== 0) return;
      if (target) target.scrollIntoView();
      else if (id) return scrollWhenShown(id);
      return;
    }
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    if (id && !target) return scrollWhenShown(id);
  }, [pathname, hash]);

  return null;
}

/** How long a #fragment's element may take to appear after the route changed. */
const FRAGMENT_WAIT_MS = 3_000;

/**
 * Scrolls to the element `id` once the page renders it (a part of the page drawn a moment after
 * the route changed: the Profile's Store Preferences for /profile#store under a loaded machine
 * appeared after this effect had looked and scrolled to the top). Gives up after a few seconds;
 * the returned cleanup stops it (another route change).
 */
function scrollWhenShown(id: string): () => void {
  const observer = new MutationObserver(() => {
    const found = document.getElementById(id);
    if (!found) return;
    stop();
    found.scrollIntoView();
  });
  const timer = window.setTimeout(() => stop(), FRAGMENT_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
