import { Check } from 'lucide-react';
import { STEP_COUNT, STEP_NAMES } from '../lib/wizard-state';
import type { Step } from '../lib/wizard-state';

function percentComplete(step: Step): number {
  return Math.round((step / STEP_COUNT) * 100);
}

/** 'Step N of 5' with percent complete, a progress bar and the five step names (spec section 2). */
export function WizardProgress({ step }: { step: Step }) {
  const percent = percentComplete(step);
  const name = STEP_NAMES[step - 1];
  return (
    <div className="mp-progress">
      <div className="mp-progress__meta">
        <p className="mp-progress__step">
          Step {step} of {STEP_COUNT}
        </p>
        <p className="mp-progress__percent">{percent}% complete</p>
      </div>
      <div
        className="mp-progress__track"
        role="progressbar"
        aria-label="Meal plan progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${STEP_COUNT}: ${name}, ${percent}% complete`}
      >
        <div className="mp-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mp-progress__steps" aria-label="Steps">
        {STEP_NAMES.map((stepName, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={stepName}
              className={`mp-progress__item mp-progress__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="mp-progress__number" aria-hidden="true">
                {state === 'done' ? <Check /> : number}
              </span>
              <span className="mp-progress__name">
                <span className="visually-hidden">
                  {state === 'done' ? 'Done: ' : state === 'current' ? 'Current: ' : ''}
                </span>
                {stepName}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
