import { BadgePercent, ChartColumn, Check, Clock, ListChecks, Smartphone, Sparkles } from 'lucide-react';
import { CtaBand } from './cta-band';
import './marketing.css';

const FEATURE_GROUPS = [
  {
    id: 'meal-planning',
    icon: Sparkles,
    title: 'AI-Powered Meal Planning',
    text: 'Plans built around the people at your table: what they like, what they avoid and how hungry they are.',
    items: ['Dietary restrictions and allergies', 'Nutritional goals tracking', 'Family size optimization'],
  },
  {
    id: 'deal-detection',
    icon: BadgePercent,
    title: 'Smart Deal Detection',
    text: "Know what's on sale before you write the list, and let the plan use it.",
    items: ['Real-time price tracking', 'Automatic coupon matching', 'Store comparison'],
  },
  {
    id: 'shopping-lists',
    icon: ListChecks,
    title: 'Smart Shopping Lists',
    text: 'One list for the whole plan, with the right amounts, ready on your phone in the aisle.',
    items: ['Store layout optimization', 'Quantity calculations', 'Mobile-friendly'],
  },
];

const EXTRAS = [
  {
    icon: Clock,
    title: 'Time scheduling',
    text: 'Fit quick meals to busy nights and save the slower recipes for when you have time.',
  },
  {
    icon: ChartColumn,
    title: 'Analytics dashboard',
    text: "See what you've spent and saved, plan by plan.",
  },
  {
    icon: Smartphone,
    title: 'Mobile app',
    text: 'Install Saverly on your phone and take your plan and list to the store.',
  },
];

export function FeaturesPage() {
  return (
    <>
      <section className="page-hero" aria-labelledby="features-title">
        <div className="container page-hero__inner">
          <p className="eyebrow">Features</p>
          <h1 id="features-title" className="page-hero__title">
            Everything you need to plan, shop and save
          </h1>
          <p className="page-hero__lead">
            Saverly brings meal planning, store prices and your shopping list together, so the plan you make
            is the plan you can afford.
          </p>
        </div>
      </section>

      <section className="section section--tight" aria-label="Main features">
        <div className="container">
          <ul className="feature-groups">
            {FEATURE_GROUPS.map(({ id, icon: Icon, title, text, items }) => (
              <li key={id} className="feature-group card">
                <span className="blurb__icon" aria-hidden="true">
                  <Icon />
                </span>
                <h2 id={`${id}-title`} className="feature-group__title">
                  {title}
                </h2>
                <p className="feature-group__text">{text}</p>
                <ul className="check-list">
                  {items.map((item) => (
                    <li key={item}>
                      <Check aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="extras-title">
        <div className="container">
          <div className="section__header">
            <h2 id="extras-title" className="section__title">
              Also in Saverly
            </h2>
          </div>
          <ul className="extras">
            {EXTRAS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="extra">
                <span className="extra__icon" aria-hidden="true">
                  <Icon />
                </span>
                <div>
                  <h3 className="extra__title">{title}</h3>
                  <p className="extra__text">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        title="See what your family could save"
        text="14-day free trial on paid plans. No credit card required."
        actions={[
          { to: '/signup', label: 'Start Free Trial', primary: true },
          { to: '/pricing', label: 'View Pricing' },
        ]}
      />
    </>
  );
}
