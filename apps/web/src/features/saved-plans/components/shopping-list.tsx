import type { GroceryList } from '@saverly/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LabelCheck } from '../../../components/label-check';
import { groupByAisle, pantryItems, priceLabel, unbroken, whatToBuy } from '../../../lib/grocery-export';
import { checkableItems, uncheckedFirst } from '../lib/checks';

interface ShoppingListProps {
  list: GroceryList;
  checked: Record<string, boolean>;
  onToggle: (itemId: string) => void;
  /** Where the family manages its pantry. */
  pantryHref?: string;
}

/**
 * The saved list by aisle, a big tick box per item. Items ticked before the list was opened sit at
 * the bottom of their aisle; an item ticked now stays where it is, struck through, so the next item
 * never slides under the shopper's finger (a second tap would tick it).
 */
export function ShoppingList({ list, checked, onToggle, pantryHref = '/app/pantry' }: ShoppingListProps) {
  const id = useId();
  const [tickedBefore] = useState(() => checked);
  const items = checkableItems(list.enhanced_grocery_list);
  const done = items.filter((item) => checked[item.id]).length;
  const pantry = pantryItems(list.enhanced_grocery_list);
  const groups = groupByAisle(list.enhanced_grocery_list);

  return (
    <div className="shopping-list">
      <div className="shopping-list__progress">
        <p id={`${id}-progress`}>
          {done} of {items.length} checked
        </p>
        <progress max={items.length || 1} value={done} aria-labelledby={`${id}-progress`} />
      </div>
      {groups.length === 0 ? <p className="panel__text">Nothing to buy on this list.</p> : null}
      {groups.map((group, index) => (
        <section key={group.aisle} className="aisle" aria-labelledby={`${id}-aisle-${index}`}>
          <h3 id={`${id}-aisle-${index}`} className="aisle__title">
            {group.aisle}
          </h3>
          <ul className="aisle__items">
            {uncheckedFirst(group.items, tickedBefore).map((item) => {
              const isChecked = checked[item.id] === true;
              const inputId = `${id}-item-${item.id}`;
              return (
                <li key={item.id} className={`check-item${isChecked ? ' check-item--done' : ''}`}>
                  <label htmlFor={inputId} className="check-item__label">
                    <input
                      id={inputId}
                      type="checkbox"
                      className="check-item__input"
                      checked={isChecked}
                      onChange={() => onToggle(item.id)}
                    />
                    <span className="check-item__text">
                      <span className="check-item__name">{item.matched_name}</span>
                      <span className="check-item__qty">{unbroken(whatToBuy(item))}</span>
                    </span>
                    <span className="check-item__price">
                      {item.status === 'on_sale' ? (
                        <span className="badge badge--accent">ON SALE</span>
                      ) : null}
                      <span className={item.status === 'not_found' ? 'check-item__missing' : undefined}>
                        {priceLabel(item)}
                      </span>
                    </span>
                  </label>
                  <LabelCheck text={item.label_check} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {pantry.length > 0 ? (
        <details className="pantry-items">
          <summary>In your pantry ({pantry.length})</summary>
          <p className="panel__text">Staples you keep at home are not on the list to buy.</p>
          <ul>
            {pantry.map((item) => (
              <li key={item.id}>
                {item.matched_name} <span className="pantry-items__qty">({item.quantity_needed})</span>
              </li>
            ))}
          </ul>
          <Link to={pantryHref} className="text-link">
            Manage your pantry
          </Link>
        </details>
      ) : null}
    </div>
  );
}
