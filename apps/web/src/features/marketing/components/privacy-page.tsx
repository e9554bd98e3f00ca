import { Link } from 'react-router';
import './marketing.css';

export function PrivacyPage() {
  return (
    <article className="container prose-page">
      <p className="eyebrow">Privacy Policy</p>
      <h1>Your family&apos;s data, in plain words</h1>
      <p className="lead">
        Saverly needs a little information to plan meals and price your shopping. This page says what we keep,
        why, and how to get it removed.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>Your account: name, email address, and a phone number if you add one.</li>
        <li>
          Your preferences: family size, dietary restrictions, allergies, cuisines, cooking time and budget,
          so plans fit your household.
        </li>
        <li>Your default store, so we can show its prices and sales.</li>
        <li>The meal plans and shopping lists you create.</li>
      </ul>

      <h2>What stays in your browser</h2>
      <p>
        To keep you signed in, your browser stores sign-in tokens and your selected store in local storage. If
        you dismiss the &ldquo;install app&rdquo; suggestion, that choice is remembered until you close the
        tab. Signing out removes the sign-in tokens and the selected store.
      </p>

      <h2>What we don&apos;t do</h2>
      <ul>
        <li>We don&apos;t sell your data or share it with advertisers.</li>
        <li>The Saverly web app loads no advertising or third-party tracking scripts.</li>
        <li>We don&apos;t ask for payment details to start a free trial.</li>
      </ul>

      <h2>Allergies and health information</h2>
      <p>
        Allergy and diet settings are used only to choose recipes. Always check ingredient labels yourself:
        store products and recipes can change.
      </p>

      <h2>Your choices</h2>
      <p>
        You can update your details on your Profile page at any time. To get a copy of your data or have your
        account deleted, email <a href="mailto:support@saverly.app">support@saverly.app</a> from the address
        on your account.
      </p>

      <p>
        See also our <Link to="/terms">Terms of Service</Link>.
      </p>
    </article>
  );
}
