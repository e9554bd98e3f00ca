import { Link } from 'react-router';
import { LogoMark } from '../logo';
import { ShareSaverly } from './share-saverly';

const SUPPORT_EMAIL = 'support@saverly.app';

const FEATURE_LINKS = [
  { to: '/meal-planner', label: 'AI Meal Planning' },
  { to: '/dashboard', label: 'Budget Tracking' },
  { to: '/meal-planner', label: 'Smart Shopping Lists' },
  { to: '/sales', label: 'Sales & Deals' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" className="logo logo--on-dark">
            <LogoMark />
            <span className="logo__word">Saverly</span>
            <span className="visually-hidden">, home</span>
          </Link>
          <p>Weekly meal plans built around your family, your budget and this week&apos;s sales.</p>
          <p>
            Questions? Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
        <nav aria-label="Footer" className="site-footer__nav">
          <div>
            <h2 className="site-footer__heading">Features</h2>
            <ul>
              {FEATURE_LINKS.map(({ to, label }) => (
                <li key={label}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="site-footer__heading">Support</h2>
            <ul>
              <li>
                <Link to="/pricing#faq">Help Center</Link>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>Contact Us</a>
              </li>
              <li>
                <Link to="/privacy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/terms">Terms of Service</Link>
              </li>
            </ul>
          </div>
        </nav>
        <div className="site-footer__share">
          <h2 className="site-footer__heading">Know a family who&apos;d save?</h2>
          <ShareSaverly />
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>© {new Date().getFullYear()} Saverly</p>
          <p>Prices and sales come from store data and can change. Check the price at your store.</p>
        </div>
      </div>
    </footer>
  );
}
