import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CtaBandProps {
  title: string;
  text: ReactNode;
  actions: { to: string; label: string; primary?: boolean }[];
}

/** The closing call to action of a marketing page. */
export function CtaBand({ title, text, actions }: CtaBandProps) {
  return (
    <section className="cta-band" aria-labelledby="cta-band-title">
      <div className="container">
        <div className="cta-band__inner">
          <h2 id="cta-band-title" className="cta-band__title">
            {title}
          </h2>
          <p className="cta-band__text">{text}</p>
          <div className="cta-band__actions">
            {actions.map(({ to, label, primary }) => (
              <Link
                key={to}
                to={to}
                className={`button button--lg ${primary ? 'button--on-dark' : 'button--outline-on-dark'}`}
              >
                {label}
                {primary ? <ArrowRight aria-hidden="true" /> : null}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
