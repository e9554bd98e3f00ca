import type { MealShare } from '@saverly/contracts';
import { heatText } from '../lib/meal-share';
import './share-heat.css';

/**
 * Under a young child's share, wherever shares are read (step 4's cards, a saved plan, the cook
 * view): the meal's chili heat and what to do (`heatText`). Nothing for other shares.
 */
export function ShareHeat({ share }: { share: MealShare }) {
  const text = heatText(share);
  return text ? <span className="share-heat">{text}</span> : null;
}
