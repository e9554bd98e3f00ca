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
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (firstRender.current) {
      firstRender.current = false;
      if (target && window.scrollY === 0) target.scrollIntoView();
      return;
    }
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return null;
}
