import { LIMITS } from '@saverly/contracts';
import { Mail, Share2 } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SHARE_MAILTO_ATTRIBUTE, SHARE_TEXT, shareMailto, shareUrl } from '../../lib/share-link';

const noSubscription = () => () => undefined;
/** This site's origin; empty in the build's prerender (the boot script corrects the email link). */
const useOrigin = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );

/**
 * "Share Saverly": the system share sheet where the browser has one, otherwise the link is copied
 * with a visible confirmation (docs/decisions/0008-spec-gaps-in-the-shell.md).
 */
export function ShareSaverly() {
  const [status, setStatus] = useState('');
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  const origin = useOrigin();
  const url = shareUrl(origin);
  const mailto = shareMailto(origin);

  function announce(text: string, ms: number) {
    setStatus(text);
    window.clearTimeout(clearTimer.current);
    clearTimer.current = window.setTimeout(() => setStatus(''), ms);
  }

  async function share() {
    const data: ShareData = { title: 'Saverly', text: SHARE_TEXT, url };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      announce('Link copied. Paste it anywhere to share Saverly.', LIMITS.messageFailureMs);
    } catch {
      announce(`Copy this link to share Saverly: ${url}`, LIMITS.messageFailureMs * 3);
    }
  }

  return (
    <div className="share">
      <div className="share__buttons">
        <button type="button" className="button button--on-dark button--sm" onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          Share Saverly
        </button>
        <a
          className="button button--outline-on-dark button--sm"
          href={mailto}
          {...{ [SHARE_MAILTO_ATTRIBUTE]: '' }}
        >
          <Mail aria-hidden="true" />
          Email a friend
        </a>
      </div>
      <p className="share__status" role="status">
        {status}
      </p>
    </div>
  );
}
