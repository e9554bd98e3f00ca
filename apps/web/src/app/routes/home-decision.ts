import { LIMITS } from '@saverly/contracts';
import { isMobileUserAgent } from '../../hooks/user-agent';

export interface HomeContext {
  loading: boolean;
  isAuthenticated: boolean;
  /** Running as an installed app. */
  standalone: boolean;
  /** Viewport width in CSS px. */
  width: number;
  userAgent: string;
  /** navigator.maxTouchPoints, to recognise iPads that present as Macs. */
  maxTouchPoints?: number;
}

export type HomeDecision = 'loading' | 'app' | 'login' | 'landing';

/**
 * Route / (spec section 2): a spinner while auth loads; members go to /app; signed-out visitors on an
 * installed app, a viewport 768 px or narrower, or a mobile browser go to /login; everyone else
 * gets the marketing landing page.
 */
export function decideHome(context: HomeContext): HomeDecision {
  if (context.loading) return 'loading';
  if (context.isAuthenticated) return 'app';
  if (
    context.standalone ||
    context.width <= LIMITS.mobileWidthPx ||
    isMobileUserAgent(context.userAgent, context.maxTouchPoints)
  ) {
    return 'login';
  }
  return 'landing';
}
