import type { StepFoodWarning } from '@saverly/contracts';
import './step-food-warnings.css';

/** "Gluten-Free", "Gluten-Free or Vegan", "Gluten-Free, Vegan or Dairy-Free". */
const eitherOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * A family recipe's steps that name a food no ingredient line has, and that a diet the recipe
 * meets forbids (ADR 0038): a walk-through's congee, its soy sauce changed to tamari for a
 * coeliac, still said "Season with soy sauce". Said above the steps wherever they are read: the
 * recipe's page (to mend the step), step 4's details and the cook view (before the wrong bottle).
 */
export function StepFoodWarnings({
  warnings,
  editable = false,
}: {
  warnings: readonly StepFoodWarning[] | undefined;
  /** On the recipe's own page: the family can mend the step there. */
  editable?: boolean;
}) {
  if (!warnings || warnings.length === 0) return null;
  return (
    <div className="step-food-warnings">
      <p className="step-food-warnings__title">
        {editable ? 'Check these steps (edit them to say what you use):' : 'Check these steps:'}
      </p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.step}-${warning.words}`}>
            <strong>Step {warning.step}</strong> says {warning.words}, which is not in the ingredients and is
            not {eitherOf(warning.diets)}. Cook with what the ingredients say.
          </li>
        ))}
      </ul>
    </div>
  );
}
