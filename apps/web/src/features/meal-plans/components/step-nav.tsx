import { ArrowLeft, ArrowRight } from 'lucide-react';
import { STEP_COUNT } from '../lib/wizard-state';
import type { Step } from '../lib/wizard-state';

interface StepNavProps {
  step: Step;
  /** Desktop: Previous/Next under the step; mobile and tablet: a fixed bottom step bar. */
  variant: 'desktop' | 'bar';
  canGoBack: boolean;
  canGoNext: boolean;
  onBack: () => void;
  onNext: () => void;
  /** Step 3 with the plan of these choices in hand: Next shows it again. */
  planReady?: boolean;
}

/**
 * Previous/Next (spec section 2). Next moves on from steps 1 and 2, generates the plan on step 3 (or
 * shows the plan of the same choices again) and prices the list on step 4; step 5 has no Next. Both follow the enable rules of spec section 4.
 */
export function StepNav({
  step,
  variant,
  canGoBack,
  canGoNext,
  onBack,
  onNext,
  planReady = false,
}: StepNavProps) {
  const last = step === STEP_COUNT;
  const nextTitle =
    step === 3
      ? planReady
        ? 'Show your plan again'
        : 'Generate the meal plan'
      : step === 4
        ? 'View the shopping list'
        : undefined;
  return (
    <nav className={variant === 'bar' ? 'mp-stepbar' : 'mp-nav'} aria-label="Wizard navigation">
      <button type="button" className="button button--secondary" disabled={!canGoBack} onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {variant === 'bar' ? 'Back' : 'Previous'}
      </button>
      {variant === 'bar' ? (
        <p className="mp-stepbar__count" aria-hidden="true">
          {step} / {STEP_COUNT}
        </p>
      ) : null}
      {last ? (
        <span className="mp-nav__spacer" />
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={!canGoNext}
          title={nextTitle}
          onClick={onNext}
        >
          Next
          <ArrowRight aria-hidden="true" />
        </button>
      )}
    </nav>
  );
}
