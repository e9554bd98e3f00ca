import { CircleAlert, CircleCheck, Info, SearchX, ServerCrash, TriangleAlert, WifiOff } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client';

/** Message types of spec section 8; anything else is shown as a generic error. */
export type MessageType = 'success' | 'info' | 'network' | 'validation' | 'server' | 'not_found' | 'error';

const PRESENTATION: Record<
  MessageType,
  { title: string; icon: LucideIcon; tone: 'success' | 'info' | 'error' }
> = {
  success: { title: 'Success', icon: CircleCheck, tone: 'success' },
  info: { title: 'Information', icon: Info, tone: 'info' },
  network: { title: 'Connection Error', icon: WifiOff, tone: 'error' },
  validation: { title: 'Validation Error', icon: TriangleAlert, tone: 'error' },
  server: { title: 'Server Error', icon: ServerCrash, tone: 'error' },
  not_found: { title: 'Not Found', icon: SearchX, tone: 'error' },
  error: { title: 'Error', icon: CircleAlert, tone: 'error' },
};

/** The message type that presents an error best: the API error's own type where it has one. */
export function messageTypeFor(error: unknown): MessageType {
  if (!isApiError(error)) return 'error';
  switch (error.type) {
    case 'network':
    case 'validation':
    case 'server':
    case 'not_found':
      return error.type;
    default:
      return 'error';
  }
}

export interface MessageProps {
  type: MessageType;
  message: string;
  /** Replaces the type's default title. */
  title?: string;
  /** A smaller second line, e.g. what went wrong in technical terms or what to do next. */
  details?: string;
  onRetry?: () => void;
  onDismiss?: () => void;
  className?: string;
  /** What belongs to the message (the choices it offers, a list it names), inside its box. */
  children?: ReactNode;
}

/** The shared message: success and information are polite status updates, problems are alerts. */
export function Message({
  type,
  message,
  title,
  details,
  onRetry,
  onDismiss,
  className,
  children,
}: MessageProps) {
  const { title: defaultTitle, icon: Icon, tone } = PRESENTATION[type] ?? PRESENTATION.error;
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div role={role} className={['message', `message--${tone}`, className].filter(Boolean).join(' ')}>
      <Icon className="message__icon" aria-hidden="true" />
      <div>
        <p className="message__title">{title ?? defaultTitle}</p>
        <p className="message__text">{message}</p>
        {details ? <p className="message__details">{details}</p> : null}
        {children}
        {onRetry || onDismiss ? (
          <div className="message__actions">
            {onRetry ? (
              <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
                Try Again
              </button>
            ) : null}
            {onDismiss ? (
              <button type="button" className="message__dismiss" onClick={onDismiss}>
                Dismiss
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
