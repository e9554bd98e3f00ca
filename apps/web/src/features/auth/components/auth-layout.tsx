import { CalendarDays, PiggyBank, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import './auth.css';

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
}

/** The frame of every auth screen: a form card, and on wide screens a short reminder of why. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="auth-page container">
      <div className="auth-page__form">
        <div className="auth-card card">
          <h1 className="auth-card__title">{title}</h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          <div className="auth-card__body">{children}</div>
        </div>
        {footer ? <div className="auth-page__footer">{footer}</div> : null}
      </div>
      <div className="auth-page__aside">
        <p className="auth-page__aside-title">Dinner decided, groceries for less</p>
        <ul className="auth-page__points">
          <li>
            <CalendarDays aria-hidden="true" />
            <span>A week of meals built around your family&apos;s tastes, diets and schedule.</span>
          </li>
          <li>
            <PiggyBank aria-hidden="true" />
            <span>Plans lean on this week&apos;s sales at your store, with prices on every list.</span>
          </li>
          <li>
            <ShieldCheck aria-hidden="true" />
            <span>14-day free trial on paid plans. No credit card required.</span>
          </li>
        </ul>
      </div>
    </div>
  );
}
