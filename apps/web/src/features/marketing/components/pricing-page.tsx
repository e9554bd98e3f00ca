import { FREE_PLANS_PER_MONTH_READINGS, LIMITS, PLAN_PRICES_CENTS } from '@saverly/contracts';
import { CalendarCheck, Check, CreditCard, Info, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatMonthlyPrice,
  FREE_PLAN_ALLOWANCE,
  lineUpLabel,
  PLAN_LINE_UPS,
  PLANS,
  TRIAL_LINE,
} from '../lib/plans';
import type { LineUpId, Plan } from '../lib/plans';
import './marketing.css';

const FAQ = [
  {
    question: 'How does the free trial work?',
    answer: `Every paid plan starts with a ${LIMITS.trialDays}-day free trial, and no credit card is required to start it. You can cancel anytime during the trial and you won't be charged.`,
  },
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. Upgrades and downgrades take effect immediately, and the price is prorated, so you only pay for the days on each plan.',
  },
  {
    question: 'How much will my family actually save?',
    answer:
      "Families save 25-40% on average by planning around their store's sales. What you save depends on your store, what is on sale that week and the meals you choose. Saverly shows the savings on every shopping list, so you can see them for yourself.",
  },
  {
    question: 'What is your refund policy?',
    answer: `Your first paid month is covered by a ${LIMITS.moneyBackDays}-day money-back guarantee. Email support@saverly.app within ${LIMITS.moneyBackDays} days of your first payment and we'll refund it.`,
  },
  {
    question: 'Why do you show two line-ups?',
    answer: `Our plan notes disagree: one lists Starter and Pro, the other Pro and Family, and the free tier is given as ${FREE_PLAN_ALLOWANCE} meal plans a month. Rather than quietly pick one, we show both until it's settled. Pro is the same in both.`,
  },
];

/**
 * A trial plan's button, given by the route (issue #16: a signed-in member starts the trial on the
 * server; features never import each other). Without it, the sign-up link.
 */
export type TrialAction = (input: { plan: 'pro' | 'family'; label: string; className: string }) => ReactNode;

function PlanCard({
  plan,
  trialAction,
}: {
  plan: Plan & { lineUps: LineUpId[] };
  trialAction?: TrialAction;
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <article className={`plan card${plan.mostPopular ? ' plan--popular' : ''}`} aria-labelledby={headingId}>
      {plan.mostPopular ? <p className="plan__ribbon">Most Popular</p> : null}
      <div className="plan__head">
        <h2 id={headingId} className="plan__name">
          {plan.name}
        </h2>
        <span className="plan__line-ups">{lineUpLabel(plan.lineUps)}</span>
      </div>
      <p className="plan__summary">{plan.summary}</p>
      <p className="plan__price">
        <span className="plan__amount">{formatMonthlyPrice(plan.priceCents)}</span>
        <span className="plan__period">/month</span>
      </p>
      <p className="plan__trial">{plan.hasTrial ? TRIAL_LINE : 'Free, no card needed'}</p>
      <ul className="check-list plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {trialAction && plan.hasTrial && (plan.id === 'pro' || plan.id === 'family') ? (
        trialAction({
          plan: plan.id,
          label: plan.cta,
          className: `button button--lg button--block ${plan.mostPopular ? 'button--primary' : 'button--secondary'}`,
        })
      ) : (
        <Link
          to="/signup"
          className={`button button--lg button--block ${plan.mostPopular ? 'button--primary' : 'button--secondary'}`}
        >
          {plan.cta}
          <span className="visually-hidden"> with {plan.name}</span>
        </Link>
      )}
    </article>
  );
}

export function PricingPage({ trialAction }: { trialAction?: TrialAction } = {}) {
  return (
    <>
      <section className="page-hero" aria-labelledby="pricing-title">
        <div className="container page-hero__inner">
          <p className="eyebrow">Pricing</p>
          <h1 id="pricing-title" className="page-hero__title">
            Simple pricing for every family
          </h1>
          <p className="page-hero__lead">
            Every paid plan starts with a {LIMITS.trialDays}-day free trial. No credit card required.
          </p>
        </div>
      </section>

      <section className="section section--tight" aria-label="Plans">
        <div className="container">
          <div className="pricing-note" role="note" aria-labelledby="pricing-note-title">
            <Info aria-hidden="true" className="pricing-note__icon" />
            <div>
              <h2 id="pricing-note-title" className="pricing-note__title">
                Our plan notes disagree, so we show both readings
              </h2>
              <p>
                One version of our plans lists <strong>Starter and Pro</strong>, another lists{' '}
                <strong>Pro and Family</strong>. They also disagree on the free tier:{' '}
                <strong>{FREE_PLANS_PER_MONTH_READINGS[0]} meal plans a month</strong> in one,{' '}
                <strong>{FREE_PLANS_PER_MONTH_READINGS[1]} meal plans a month</strong> in the other. Until
                that is settled we show both: each plan below is marked with the line-up that lists it. Pro is{' '}
                {formatMonthlyPrice(PLAN_PRICES_CENTS.pro)} a month in both.
              </p>
            </div>
          </div>

          <ul className="line-up-legend" aria-label="The two line-ups">
            {PLAN_LINE_UPS.map((lineUp) => (
              <li key={lineUp.id}>
                <strong>Line-up {lineUp.id}:</strong> {lineUp.plans.map((plan) => plan.name).join(' and ')}
              </li>
            ))}
          </ul>

          <div className="plans">
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} trialAction={trialAction} />
            ))}
          </div>

          <ul className="guarantees" aria-label="What every paid plan includes">
            <li>
              <CalendarCheck aria-hidden="true" />
              {LIMITS.trialDays}-day free trial
            </li>
            <li>
              <CreditCard aria-hidden="true" />
              No credit card required
            </li>
            <li>
              <ShieldCheck aria-hidden="true" />
              {LIMITS.moneyBackDays}-day money-back guarantee on your first month
            </li>
          </ul>
        </div>
      </section>

      <section id="faq" className="section section--muted" aria-labelledby="faq-title">
        <div className="container faq">
          <div className="section__header">
            <p className="eyebrow">Help Center</p>
            <h2 id="faq-title" className="section__title">
              Frequently asked questions
            </h2>
          </div>
          <dl className="faq__list">
            {FAQ.map(({ question, answer }) => (
              <div key={question} className="faq__item">
                <dt className="faq__question">{question}</dt>
                <dd className="faq__answer">{answer}</dd>
              </div>
            ))}
          </dl>
          <p className="faq__contact">
            Still have a question? Write to <a href="mailto:support@saverly.app">support@saverly.app</a> and
            we&apos;ll get back to you.
          </p>
        </div>
      </section>
    </>
  );
}
