import type { SavedMeal } from '@saverly/contracts';
import { ArrowLeft, Pause, Play, Sun, Timer, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DietConflictNote } from '../../../components/diet-conflict';
import { shareDetail } from '../../../lib/meal-share';
import { ShareHeat } from '../../../components/share-heat';
import { formatMoney } from '../../../lib/money';
import { mealFacts, stepText } from '../lib/plan-meals';
import { StepsNote } from '../../../components/steps-note';
import { StepFoodWarnings } from '../../../components/step-food-warnings';
import { aheadSentence } from '../../../lib/make-ahead';
import { clockText, stepTimers, type StepTimer } from '../lib/step-timers';
import { secondsLeft, useStepTimers, type TimerState } from '../hooks/use-step-timers';
import { useWakeLock } from '../hooks/use-wake-lock';

interface CookViewProps {
  meal: SavedMeal;
  backHref: string;
}

/**
 * One meal to cook from: big readable text, the ingredients with amounts for the meal's servings
 * (each can be ticked as it goes in), the numbered steps with a timer for each wait a step names,
 * and a switch that keeps the phone's screen on.
 */
export function CookView({ meal, backHref }: CookViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [meal.id]);
  const steps = meal.instructions.map((step) => stepText(step));
  const timersOf = steps.map((step) => stepTimers(step));
  const [announcement, setAnnouncement] = useState('');
  const clock = useStepTimers(meal.id, (key) => {
    const { step, timer } = timerOfKey(key, timersOf);
    setAnnouncement(timer ? `Time is up: step ${step + 1}, ${timer.spoken}.` : 'Time is up.');
  });
  const screen = useWakeLock();
  const active = Object.entries(clock.timers);
  return (
    <article className="cook-view" aria-labelledby="cook-title">
      <p className="saved-plan__back">
        <Link to={backHref} className="text-link">
          <ArrowLeft aria-hidden="true" /> Back to the meals
        </Link>
      </p>
      <h1 id="cook-title" className="cook-view__title" tabIndex={-1} ref={heading}>
        {meal.name}
      </h1>
      <p className="cook-view__facts">
        {meal.own_recipe ? <span className="saved-meal__own">Our recipe</span> : null}
        {mealFacts(meal, formatMoney)}
      </p>
      {screen.supported ? (
        <p className="cook-view__screen">
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-pressed={screen.state === 'on'}
            onClick={screen.toggle}
          >
            <Sun aria-hidden="true" /> Keep screen on
          </button>
          {screen.state === 'on' ? (
            <span className="cook-view__screen-state">The screen stays on while you cook.</span>
          ) : null}
          {screen.state === 'refused' ? (
            <span className="cook-view__screen-state" role="status">
              Your phone would not keep the screen on (battery saver may be on).
            </span>
          ) : null}
        </p>
      ) : null}
      {meal.diet_conflict ? <DietConflictNote conflict={meal.diet_conflict} /> : null}
      {meal.make_ahead ? <p className="cook-view__ahead">{aheadSentence(meal.make_ahead)}</p> : null}
      <section aria-labelledby="cook-ingredients" className="cook-view__section">
        <h2 id="cook-ingredients" className="cook-view__heading">
          {/* People, not "servings": a meal's portion is often more than one recipe serving each
              ("1 1/2 recipe servings each"), and "for 4 servings" beside it read as less food. */}
          Ingredients for {meal.servings} {meal.servings === 1 ? 'person' : 'people'}
        </h2>
        {/* The facts above say how much of the recipe is cooked ("6 in all; the recipe serves 4"): whether to multiply
            again was the question a family asked. */}
        <p className="cook-view__note">Amounts are for the whole meal as planned: nothing to multiply.</p>
        <ul className="cook-view__ingredients">
          {meal.ingredients.map((line, index) => (
            <li key={index}>
              <label className="cook-view__ingredient">
                <input type="checkbox" className="cook-view__tick" />
                <span>{line}</span>
              </label>
            </li>
          ))}
          {meal.sides.map((side) => (
            <li key={side.food_id}>
              <label className="cook-view__ingredient">
                <input type="checkbox" className="cook-view__tick" />
                <span>{side.text} (served with it)</span>
              </label>
            </li>
          ))}
        </ul>
      </section>
      {meal.people && meal.people.length > 0 ? (
        <section aria-labelledby="cook-plates" className="cook-view__section">
          <h2 id="cook-plates" className="cook-view__heading">
            Serving each person
          </h2>
          <ul className="cook-view__plates">
            {meal.people.map((share) => (
              <li key={share.person_id ?? share.name}>
                <strong>{share.name}</strong> {shareDetail(share, meal.people ?? [])}
                <ShareHeat share={share} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* How to make the sides, before the steps: rice is started first, toast made last. */}
      {meal.sides.some((side) => side.method) ? (
        <section aria-labelledby="cook-sides" className="cook-view__section">
          <h2 id="cook-sides" className="cook-view__heading">
            On the side
          </h2>
          <ul className="cook-view__sides">
            {meal.sides
              .filter((side) => side.method)
              .map((side) => (
                <li key={side.food_id}>
                  <strong>{side.text}.</strong> {side.method}
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="cook-steps" className="cook-view__section">
        <h2 id="cook-steps" className="cook-view__heading">
          Steps
        </h2>
        <StepsNote className="cook-view__note" />
        <StepFoodWarnings warnings={meal.step_food_warnings} />
        <ol className="cook-view__steps">
          {steps.map((step, index) => (
            <li key={index} className="cook-view__step" id={`cook-step-${index + 1}`}>
              <span className="cook-view__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="cook-view__step-body">
                <span className="cook-view__step-text">
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step}
                </span>
                {timersOf[index]!.length > 0 ? (
                  <span className="cook-view__timers">
                    {timersOf[index]!.map((timer) => {
                      const key = timerKey(index, timer);
                      return (
                        <StepTimerControl
                          key={key}
                          step={index + 1}
                          timer={timer}
                          state={clock.timers[key]}
                          now={clock.now}
                          onStart={() => clock.start(key, timer.seconds)}
                          onPause={() => clock.pause(key)}
                          onResume={() => clock.resume(key)}
                          onClear={() => clock.clear(key)}
                        />
                      );
                    })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {/* The timers running, always in sight while the cook scrolls (above the phone's tab bar). */}
      {active.length > 0 ? (
        <aside className="cook-view__clock" aria-label="Timers">
          <ul>
            {active.map(([key, state]) => {
              const { step } = timerOfKey(key, timersOf);
              return (
                <li key={key} className={state.status === 'done' ? 'cook-view__clock-done' : undefined}>
                  <a href={`#cook-step-${step + 1}`}>
                    Step {step + 1}:{' '}
                    {state.status === 'done' ? "time's up" : clockText(secondsLeft(state, clock.now))}
                    {state.status === 'paused' ? ' (paused)' : ''}
                  </a>
                </li>
              );
            })}
          </ul>
        </aside>
      ) : null}
      <p className="visually-hidden" role="alert">
        {announcement}
      </p>
    </article>
  );
}

const timerKey = (step: number, timer: StepTimer) => `${step}:${timer.seconds}`;

function timerOfKey(
  key: string,
  timersOf: readonly StepTimer[][],
): { step: number; timer: StepTimer | null } {
  const [step, seconds] = key.split(':').map(Number);
  return { step: step!, timer: timersOf[step!]?.find((timer) => timer.seconds === seconds) ?? null };
}

/** A timer's icon button, named for what it does to which timer: "Pause timer: 20 minutes (step 3)". */
function TimerIconButton(props: {
  verb: 'Pause' | 'Resume' | 'Stop' | 'Dismiss';
  timer: StepTimer;
  step: number;
  onClick: () => void;
  icon: typeof X;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      className="cook-view__timer-icon"
      aria-label={`${props.verb} timer: ${props.timer.spoken} (step ${props.step})`}
      onClick={props.onClick}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}

interface StepTimerControlProps {
  step: number;
  timer: StepTimer;
  state: TimerState | undefined;
  now: number;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onClear: () => void;
}

/** A step's timer: a button to start it, then its countdown with pause and stop, then "Time's up". */
function StepTimerControl({
  step,
  timer,
  state,
  now,
  onStart,
  onPause,
  onResume,
  onClear,
}: StepTimerControlProps) {
  if (!state)
    return (
      <button
        type="button"
        className="cook-view__timer-start"
        aria-label={`Start timer: ${timer.spoken} (step ${step})`}
        onClick={onStart}
      >
        <Timer aria-hidden="true" /> {timer.label}
      </button>
    );
  if (state.status === 'done')
    return (
      <span className="cook-view__timer cook-view__timer--done">
        <span>Time&rsquo;s up ({timer.label})</span>
        <TimerIconButton verb="Dismiss" timer={timer} step={step} onClick={onClear} icon={X} />
      </span>
    );
  return (
    <span className="cook-view__timer">
      <span className="cook-view__timer-clock">
        <span className="visually-hidden">Step {step} timer: </span>
        {clockText(secondsLeft(state, now))}
        {state.status === 'paused' ? <span className="visually-hidden"> (paused)</span> : null}
      </span>
      {state.status === 'running' ? (
        <TimerIconButton verb="Pause" timer={timer} step={step} onClick={onPause} icon={Pause} />
      ) : (
        <TimerIconButton verb="Resume" timer={timer} step={step} onClick={onResume} icon={Play} />
      )}
      <TimerIconButton verb="Stop" timer={timer} step={step} onClick={onClear} icon={X} />
    </span>
  );
}
