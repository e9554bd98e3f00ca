import { LIMITS } from '@saverly/contracts';
import { useEffect, useState } from 'react';
import './pwa.css';

type Phase = 'visible' | 'fading';

interface SplashScreenProps {
  /** Called once the splash is gone (at once when it does not apply). */
  onComplete: () => void;
  /** Installed app on a phone or tablet: the only case with a splash (spec section 4). */
  applies: boolean;
}

/** Splash for the installed mobile app: 1750 ms on screen, a 500 ms fade, then complete. */
export function SplashScreen({ onComplete, applies }: SplashScreenProps) {
  const [phase, setPhase] = useState<Phase>('visible');

  useEffect(() => {
    if (!applies) {
      onComplete();
      return;
    }
    const fade = window.setTimeout(() => setPhase('fading'), LIMITS.splashMs);
    const done = window.setTimeout(onComplete, LIMITS.splashMs + LIMITS.splashFadeMs);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(done);
    };
  }, [applies, onComplete]);

  if (!applies) return null;
  return (
    <div className={`splash${phase === 'fading' ? ' splash--fading' : ''}`} aria-hidden="true">
      <img src="/icons/icon-512.png" alt="" width="112" height="112" className="splash__icon" />
      <p className="splash__name">Saverly</p>
      <p className="splash__tagline">Plan smart. Shop the sales.</p>
    </div>
  );
}
