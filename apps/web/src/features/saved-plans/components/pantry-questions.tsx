import type { SavedPlan } from '@saverly/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Message, messageTypeFor } from '../../../components/message';
import { usePantryAnswer } from '../api/saved-plans';

interface PantryQuestionsProps {
  userId: string | number;
  plan: SavedPlan;
  pantryHref?: string;
}

/** Questions shown before "Show all": the list to buy starts within a phone's first screen. */
const FIRST_QUESTIONS = 3;

/**
 * The staples on this list the family has never been asked about: one tap each ("I have it" /
 * "Buy it"), remembered in their pantry. Until answered they are not on the list to buy. The
 * first few show; the rest on "Show all" (a walk-through's phone had 12 rows, a screen and a half,
 * before the first thing to buy).
 */
export function PantryQuestions({ userId, plan, pantryHref = '/app/pantry' }: PantryQuestionsProps) {
  const answer = usePantryAnswer(userId, plan.id);
  const [all, setAll] = useState(false);
  if (plan.pantry_questions.length === 0) return null;
  const questions = all ? plan.pantry_questions : plan.pantry_questions.slice(0, FIRST_QUESTIONS);
  const more = plan.pantry_questions.length - questions.length;
  const pending = answer.isPending ? answer.variables?.food_id : undefined;
  return (
    <section className="card pantry-questions" aria-labelledby="pantry-questions-title">
      <h2 id="pantry-questions-title" className="pantry-questions__title">
        Do you have these at home?
      </h2>
      <p className="panel__text">
        Tap once for each: we remember your answer for every list. Staples you have stay off the list to buy.
      </p>
      {answer.isError ? <Message type={messageTypeFor(answer.error)} message={answer.error.message} /> : null}
      <ul className="pantry-questions__list">
        {questions.map((q) => (
          <li key={q.food_id} className="pantry-questions__item">
            <span className="pantry-questions__name" id={`pq-${q.food_id}`}>
              {q.name}
            </span>
            <span className="pantry-questions__actions" role="group" aria-labelledby={`pq-${q.food_id}`}>
              <button
                type="button"
                className="button button--secondary button--sm"
                disabled={pending === q.food_id}
                onClick={() => answer.mutate({ food_id: q.food_id, have: true })}
                aria-label={`I have ${q.name}`}
              >
                I have it
              </button>
              {/* Two answers of equal weight: a filled "Buy it" beside an outlined "I have it" read as
                  already chosen (a walk-through at 390 px). */}
              <button
                type="button"
                className="button button--secondary button--sm"
                disabled={pending === q.food_id}
                onClick={() => answer.mutate({ food_id: q.food_id, have: false })}
                aria-label={`Buy ${q.name}`}
              >
                Buy it
              </button>
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <button type="button" className="button button--ghost button--sm" onClick={() => setAll(true)}>
          Show {more} more {more === 1 ? 'staple' : 'staples'}
        </button>
      ) : null}
      <Link to={pantryHref} className="text-link">
        See your whole pantry
      </Link>
    </section>
  );
}
