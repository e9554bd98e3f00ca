import type { DietConflict } from '@saverly/contracts';
import { listWords } from '@saverly/contracts';
import { TriangleAlert } from 'lucide-react';
import './diet-conflict.css';

/**
 * "Doesn't fit Maya's Vegetarian diet now": a meal that breaks a diet someone it feeds keeps now
 * (their needs changed after the plan was made; the server marks it when the plan is read, ADR
 * 0037). Said on the meal wherever it is shown: step 4's card, a saved plan's meals, the cook view.
 */
function dietConflictText(conflict: DietConflict): string {
  const diets = `${listWords(conflict.diets)} ${conflict.diets.length === 1 ? 'diet' : 'diets'}`;
  if (conflict.people.length === 0) return `Doesn't fit the plan's ${diets} now`;
  return `Doesn't fit ${listWords(conflict.people)}'s ${diets} now`;
}

export function DietConflictNote({ conflict, className }: { conflict: DietConflict; className?: string }) {
  return (
    <p className={['diet-conflict', className].filter(Boolean).join(' ')}>
      <TriangleAlert aria-hidden="true" />
      <span>{dietConflictText(conflict)}</span>
    </p>
  );
}
