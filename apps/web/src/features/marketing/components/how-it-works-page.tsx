import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import './marketing.css';

const STEPS = [
  {
    title: 'Tell us your preferences',
    text: 'Family size, dietary restrictions, allergies, cuisine preferences, cooking skill level and nutritional goals. It takes a couple of minutes, and you can change it any time.',
  },
  {
    title: 'Get AI-generated plans',
    text: 'Saverly builds recipes for the days and meals you choose, each with nutrition, prep time and an estimated cost. Swap any meal you don\u2019t fancy.',
  },
  {
    title: 'We find the best deals',
    text: 'Your plan is matched against current prices and sales at your store, so the savings are built into the menu rather than left to chance.',
  },
  {
    title: 'Shop with an optimized list',
    text: 'One shopping list with quantities and prices, sale items flagged, ready on your phone when you walk into the store.',
  },
];

export function HowItWorksPage() {
  return (
    <>
      <section className="page-hero" aria-labelledby="how-title">
        <div className="container page-hero__inner">
          <p className="eyebrow">How It Works</p>
          <h1 id="how-title" className="page-hero__title">
            From &ldquo;what&apos;s for dinner?&rdquo; to a priced list in four steps
          </h1>
          <p className="page-hero__lead">
            No flyers, no spreadsheets. Saverly does the planning and the price checking.
          </p>
        </div>
      </section>

      <section className="section section--tight" aria-label="The four steps">
        <div className="container">
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="step card">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h2 className="step__title">
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h2>
                <p className="step__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--tight" aria-labelledby="start-title">
        <div className="container">
          <div className="start-panel card">
            <ShieldCheck aria-hidden="true" className="start-panel__icon" />
            <div>
              <h2 id="start-title" className="start-panel__title">
                Try it with this week&apos;s groceries
              </h2>
              <p className="start-panel__text">No credit card required, 14-day free trial</p>
            </div>
            <Link to="/signup" className="button button--primary button--lg start-panel__action">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
