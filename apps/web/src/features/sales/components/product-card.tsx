import type { SalesItem } from '@saverly/contracts';
import { CalendarDays, Check, Heart, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DishPicture } from '../../../components/dish-picture';
import { canGenerateMealPlan } from '../lib/meal-plan-categories';
import { formatMoney } from '../../../lib/money';

const PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

/** A store's own photo (Kroger's https images) rather than one of our food-group drawings. */
const isPhoto = (url: string | null | undefined) => /^https:\/\//.test(url ?? '');

interface ProductCardProps {
  item: SalesItem;
  favourite: boolean;
  onToggleFavourite: () => void;
  onAddToList: () => void;
  /** True while the deal is being added to a member's saved list. */
  adding?: boolean;
  /**
   * How many of it are on the list, once added on this visit: said on the card, where the finger
   * is (on a phone the page's message is a screen above; a walk-through saw nothing happen).
   */
  onList?: number | null;
}

/** One deal (spec section 2, Deals page). */
export function ProductCard({
  item,
  favourite,
  onToggleFavourite,
  onAddToList,
  adding = false,
  onList = null,
}: ProductCardProps) {
  const nameId = useId();
  return (
    <article className="product-card card" aria-label={item.name}>
      <div className="product-card__media">
        <span className="badge badge--solid product-card__save">Save {formatMoney(item.savings)}</span>
        <button
          type="button"
          className="icon-button product-card__favourite"
          aria-pressed={favourite}
          aria-label={favourite ? `Remove ${item.name} from favourites` : `Add ${item.name} to favourites`}
          onClick={onToggleFavourite}
        >
          <Heart aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
        </button>
        <DishPicture
          src={item.image_url || PLACEHOLDER_IMAGE}
          alt={isPhoto(item.image_url) ? item.name : undefined}
          size="lg"
          className={`product-card__picture${isPhoto(item.image_url) ? ' product-card__picture--photo' : ''}`}
        />
      </div>
      <div className="product-card__body">
        <p className="product-card__category">{item.category}</p>
        <h3 className="product-card__name" id={nameId}>
          {item.name}
        </h3>
        <p className="product-card__brand">{item.brand}</p>
        <p className="product-card__prices">
          <span className="product-card__sale">{formatMoney(item.sale_price)}</span>{' '}
          <s className="product-card__regular">
            <span className="visually-hidden">Regular price </span>
            {formatMoney(item.regular_price)}
          </s>
        </p>
        <p className="product-card__size">{item.size}</p>
      </div>
      <div className="product-card__actions">
        <button
          type="button"
          className="button button--primary button--sm button--block"
          onClick={onAddToList}
          disabled={adding}
          // The spec's words stay the name; the deal it adds is said with it (a screen reader's list
          // of buttons read "Add to Shopping List" 24 times over).
          aria-describedby={nameId}
        >
          <ShoppingCart aria-hidden="true" />
          {adding ? 'Adding...' : 'Add to Shopping List'}
        </button>
        {onList !== null && onList > 0 ? (
          <p className="product-card__added">
            <Check aria-hidden="true" />
            {onList === 1 ? 'On your list' : `On your list (${onList})`}
          </p>
        ) : null}
        {canGenerateMealPlan(item.category) ? (
          <Link
            to={`/meal-planner?favor=${encodeURIComponent(item.id)}`}
            className="button button--secondary button--sm button--block"
            aria-label={`Generate Meal Plan with ${item.name}`}
          >
            <CalendarDays aria-hidden="true" />
            Generate Meal Plan
          </Link>
        ) : null}
      </div>
    </article>
  );
}
