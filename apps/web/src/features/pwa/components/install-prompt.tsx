import { LIMITS } from '@saverly/contracts';
import { ArrowLeft, Download, EllipsisVertical, Share, SquarePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { isStandaloneDisplay } from '../../../hooks/use-device-traits';
import { isAndroidUserAgent, isIosUserAgent } from '../../../hooks/user-agent';
import { isInstallPromptDismissed, rememberInstallPromptDismissed } from '../lib/install-prompt';
import type { BeforeInstallPromptEvent } from '../lib/install-prompt';
import './pwa.css';

interface InstallPromptProps {
  /** The layout's visibility flag: while false the prompt stays hidden and leaves the browser's own UI alone. */
  enabled: boolean;
}

type View = 'hidden' | 'offer' | 'instructions';

/**
 * Install prompt (spec section 4): hidden until the browser's install event, or 5 s on iOS and
 * Android when not installed. Install opens the browser's prompt, or step-by-step instructions
 * where there is none; Not Now and close remember the choice for this session.
 */
export function InstallPrompt({ enabled }: InstallPromptProps) {
  const [view, setView] = useState<View>('hidden');
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (!enabled || isInstallPromptDismissed() || isStandaloneDisplay()) return;

    const onBeforeInstall = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
      setView((current) => (current === 'hidden' ? 'offer' : current));
    };
    window.addEventListener('beforeinstallprompt', onBeforeInstall);

    const { userAgent, maxTouchPoints } = window.navigator;
    const mobile = isIosUserAgent(userAgent, maxTouchPoints) || isAndroidUserAgent(userAgent);
    const timer = mobile
      ? window.setTimeout(
          () => setView((current) => (current === 'hidden' ? 'offer' : current)),
          LIMITS.installPromptDelayMs,
        )
      : undefined;

    return () => {
      window.removeEventListener('beforeinstallprompt', onBeforeInstall);
      window.clearTimeout(timer);
    };
  }, [enabled]);

  if (!enabled || view === 'hidden') return null;

  const dismiss = () => {
    rememberInstallPromptDismissed();
    setView('hidden');
  };

  const install = async () => {
    if (!deferred) {
      setView('instructions');
      return;
    }
    await deferred.prompt();
    await deferred.userChoice.catch(() => undefined);
    setDeferred(null);
    setView('hidden');
  };

  const ios = isIosUserAgent(window.navigator.userAgent, window.navigator.maxTouchPoints);

  return (
    <section className="install-prompt" aria-labelledby={titleId}>
      <button
        type="button"
        className="icon-button install-prompt__close"
        aria-label="Close"
        onClick={dismiss}
      >
        <X aria-hidden="true" />
      </button>
      {view === 'offer' ? (
        <>
          <div className="install-prompt__head">
            <img src="/icons/icon-192.png" alt="" width="48" height="48" className="install-prompt__icon" />
            <div>
              <h2 id={titleId} className="install-prompt__title">
                Install Saverly
              </h2>
              <p className="install-prompt__text">
                Add Saverly to your home screen for quick access to your plan and list, even offline.
              </p>
            </div>
          </div>
          <div className="install-prompt__actions">
            <button type="button" className="button button--ghost" onClick={dismiss}>
              Not Now
            </button>
            <button type="button" className="button button--primary" onClick={() => void install()}>
              <Download aria-hidden="true" />
              Install
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 id={titleId} className="install-prompt__title">
            Add Saverly to your home screen
          </h2>
          <ol className="install-prompt__steps">
            {ios ? (
              <>
                <li>
                  Tap the <strong>Share</strong> button{' '}
                  <Share aria-hidden="true" className="install-prompt__inline-icon" /> in Safari.
                </li>
                <li>
                  Scroll down and tap{' '}
                  <SquarePlus aria-hidden="true" className="install-prompt__inline-icon" />{' '}
                  <strong>Add to Home Screen</strong>.
                </li>
                <li>
                  Tap <strong>Add</strong> in the top corner.
                </li>
              </>
            ) : (
              <>
                <li>
                  Open your browser&apos;s menu, the three dots{' '}
                  <EllipsisVertical aria-hidden="true" className="install-prompt__inline-icon" />.
                </li>
                <li>
                  Tap <strong>Install app</strong> or <strong>Add to Home screen</strong>.
                </li>
                <li>
                  Confirm with <strong>Install</strong>.
                </li>
              </>
            )}
          </ol>
          <div className="install-prompt__actions">
            <button type="button" className="button button--secondary" onClick={() => setView('offer')}>
              <ArrowLeft aria-hidden="true" />
              Back
            </button>
          </div>
        </>
      )}
    </section>
  );
}
