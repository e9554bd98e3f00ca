import { ArrowRight, Check, Sparkles, PiggyBank, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand } from './cta-band';
import { MARKETING_CLAIMS } from '../lib/claims';
import './marketing.css';

const BLURBS = [
  {
    icon: Sparkles,
    title: 'AI-Powered Planning',
    text: "Tell us who's eating, what they avoid and what you want to spend. Saverly builds the week's meals around it, with nutrition and an estimated cost for every recipe.",
  },
  {
    icon: PiggyBank,
    title: 'Maximum Savings',
    text: 'Plans lean on what is on sale at your store this week, and your list shows the sale price next to the regular one, so you can see where the money stays.',
  },
  {
    icon: Zap,
    title: 'Lightning Fast',
    text: "Go from \u201cwhat's for dinner?\u201d to a priced shopping list in minutes, not a Sunday afternoon with flyers and a notepad.",
  },
];

const SAMPLE_MEALS = [
  { day: 'Mon', name: 'Sheet-pan lemon chicken & potatoes', cost: '$9.80', onSale: true },
  { day: 'Tue', name: 'Black bean & corn tacos', cost: '$7.45', onSale: false },
  { day: 'Wed', name: 'Turkey & veggie pasta bake', cost: '$10.20', onSale: true },
];

/** A look at what a plan looks like. Illustrative, and labelled as such. */
function SamplePlan() {
  return (
    <figure className="sample-plan" aria-labelledby="sample-plan-caption">
      <div className="sample-plan__card">
        <div className="sample-plan__head">
          <div>
            <p className="sample-plan__eyebrow">This week</p>
            <p className="sample-plan__title">3 dinners for a family of 4</p>
          </div>
          <span className="badge badge--brand">Sample</span>
        </div>
        <ul className="sample-plan__meals">
          {SAMPLE_MEALS.map((meal) => (
            <li key={meal.day} className="sample-plan__meal">
              <span className="sample-plan__day">{meal.day}</span>
              <span className="sample-plan__name">{meal.name}</span>
              <span className="sample-plan__cost">
                {meal.cost}
                {meal.onSale ? <span className="badge badge--accent">On sale</span> : null}
              </span>
            </li>
          ))}
        </ul>
        <div className="sample-plan__totals">
          <div>
            <p className="sample-plan__label">Estimated total</p>
            <p className="sample-plan__value">$27.45</p>
          </div>
          <div>
            <p className="sample-plan__label">You save</p>
            <p className="sample-plan__value sample-plan__value--save">$6.90</p>
          </div>
        </div>
      </div>
      <figcaption id="sample-plan-caption" className="sample-plan__caption">
        A sample plan. Your meals and prices depend on your family and your store.
      </figcaption>
    </figure>
  );
}

export function LandingPage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="eyebrow">Meal plans + grocery savings</p>
            <h1 id="hero-title" className="hero__title">
              AI-powered savings for busy families
            </h1>
            <p className="hero__lead">
              Saverly plans a week of meals your family will actually eat, matched to the sales at your store.
              Dinner is decided, the list is ready, and the grocery bill comes down.
            </p>
            <div className="hero__actions">
              <Link to="/signup" className="button button--primary button--lg">
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link to="/features" className="button button--secondary button--lg">
                Learn More
              </Link>
            </div>
            <ul className="hero__assurances">
              <li>
                <Check aria-hidden="true" /> 14-day free trial
              </li>
              <li>
                <Check aria-hidden="true" /> No credit card required
              </li>
            </ul>
          </div>
          <SamplePlan />
        </div>
      </section>

      <section className="stats" aria-label="Saverly in numbers">
        <div className="container">
          <dl className="stats__grid">
            {MARKETING_CLAIMS.map((claim) => (
              <div key={claim.label} className="stats__item">
                <dt className="stats__label">{claim.label}</dt>
                <dd className="stats__value">{claim.value}</dd>
              </div>
            ))}
          </dl>
          <p className="stats__note">
            Savings vary with your store, your family&apos;s choices and what is on sale.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="why-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">Why Saverly</p>
            <h2 id="why-title" className="section__title">
              Less time planning. Less money at the register.
            </h2>
          </div>
          <ul className="blurbs">
            {BLURBS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="blurb card">
                <span className="blurb__icon" aria-hidden="true">
                  <Icon />
                </span>
                <h3 className="blurb__title">{title}</h3>
                <p className="blurb__text">{text}</p>
              </li>
            ))}
          </ul>
          <p className="section__more">
            <Link to="/how-it-works">
              See how it works <ArrowRight aria-hidden="true" />
            </Link>
          </p>
        </div>
      </section>

      <CtaBand
        title="Ready to take the stress out of dinner?"
        text="Set up your family's preferences once and get your first plan today."
        actions={[
          { to: '/signup', label: 'Start Your Free Trial', primary: true },
          { to: '/pricing', label: 'See pricing' },
        ]}
      />
    </>
  );
}
