import { LIMITS } from '@saverly/contracts';
import { Link } from 'react-router';
import './marketing.css';

export function TermsPage() {
  return (
    <article className="container prose-page">
      <p className="eyebrow">Terms of Service</p>
      <h1>The short version of our terms</h1>
      <p className="lead">
        By using Saverly you agree to these terms. We&apos;ve kept them short so you can actually read them.
      </p>

      <h2>What Saverly does</h2>
      <p>
        Saverly suggests meal plans and builds shopping lists priced against store data. Prices, sales and
        stock come from stores and can change at any time, so the price at the register is the one that
        counts.
      </p>

      <h2>Food, allergies and nutrition</h2>
      <p>
        Nutrition figures and costs are estimates. Recipes are suggestions, not medical or dietary advice. If
        someone in your family has an allergy, check every ingredient label before you buy or cook.
      </p>

      <h2>Plans, trials and refunds</h2>
      <ul>
        <li>
          Paid plans start with a {LIMITS.trialDays}-day free trial, with no credit card required. You can
          cancel anytime during the trial.
        </li>
        <li>Plan changes take effect immediately and are prorated.</li>
        <li>
          Your first paid month has a {LIMITS.moneyBackDays}-day money-back guarantee: email us within{' '}
          {LIMITS.moneyBackDays} days of the payment.
        </li>
      </ul>

      <h2>Your account</h2>
      <p>
        Keep your password to yourself and use the app for your own household&apos;s planning. Don&apos;t try
        to break, overload or copy the service.
      </p>

      <h2>Questions</h2>
      <p>
        Email <a href="mailto:support@saverly.app">support@saverly.app</a>. See also our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </article>
  );
}
