import { RECIPE_LINE_PROBLEM_TEXT, type RecipeLine } from '@saverly/contracts';
import { Check, CircleAlert, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useFoodSearch } from '../api/recipes';

/** What the member decided for a line: a food, or "not food, skip". */
export type LineChoice = { food_id: string } | { skip: true } | null;

interface LineStatusProps {
  line: RecipeLine;
  /** Index among the lines, for unique labels. */
  index: number;
  onChoose: (choice: LineChoice) => void;
  busy?: boolean;
}

/**
 * One ingredient line and how it maps (issue #19): the food it is, or what is missing, with the
 * best suggestions to pick from, a search over every food, and "Not food, skip".
 */
function LineStatus({ line, index, onChoose, busy = false }: LineStatusProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const found = useFoodSearch(query);

  if (line.skip) {
    return (
      <li className="recipe-line recipe-line--skipped">
        <span className="recipe-line__text">{line.text}</span>
        <span className="recipe-line__status">Skipped: not food to buy</span>
        <button
          type="button"
          className="button button--ghost button--sm"
          disabled={busy}
          onClick={() => onChoose(null)}
        >
          <Undo2 aria-hidden="true" /> Undo skip
        </button>
      </li>
    );
  }
  if (line.problem === null) {
    const amount = line.amount;
    return (
      <li className="recipe-line recipe-line--ok">
        <span className="recipe-line__text">{line.text}</span>
        <span className="recipe-line__status">
          <Check aria-hidden="true" /> {line.food_name}
          {amount ? ` · ${amount}` : ''}
        </span>
      </li>
    );
  }
  const foodProblem = line.problem !== 'no_amount';
  const offered = (query.length >= 2 ? (found.data ?? []) : line.suggestions).slice(0, 6);
  return (
    <li className="recipe-line recipe-line--problem">
      <span className="recipe-line__text">{line.text}</span>
      <span className="recipe-line__status" id={`${id}-problem`}>
        <CircleAlert aria-hidden="true" /> {RECIPE_LINE_PROBLEM_TEXT[line.problem]}
      </span>
      {foodProblem ? (
        <div className="recipe-line__fix" role="group" aria-label={`Choose the food for “${line.text}”`}>
          {offered.length > 0 ? (
            <ul className="recipe-line__choices">
              {offered.map((food) => (
                <li key={food.food_id}>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    disabled={busy}
                    onClick={() => onChoose({ food_id: food.food_id })}
                  >
                    {food.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : query.length >= 2 && !found.isFetching ? (
            <p className="field__hint">No food matches “{query}”.</p>
          ) : null}
          <div className="recipe-line__search">
            <label className="field__label" htmlFor={`${id}-search-${index}`}>
              Search all foods
            </label>
            <input
              id={`${id}-search-${index}`}
              type="search"
              className="field__input"
              value={search}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="button button--ghost button--sm"
            disabled={busy}
            onClick={() => onChoose({ skip: true })}
          >
            Not food, skip
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function LineList({
  lines,
  onChoose,
  busy,
  label,
}: {
  lines: readonly RecipeLine[];
  onChoose: (index: number, choice: LineChoice) => void;
  busy?: boolean;
  label: string;
}) {
  return (
    <ul className="recipe-lines" aria-label={label}>
      {lines.map((line, index) => (
        <LineStatus
          key={`${index}-${line.text}`}
          line={line}
          index={index}
          busy={busy}
          onChoose={(choice) => onChoose(index, choice)}
        />
      ))}
    </ul>
  );
}
