import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Message, messageTypeFor } from '../../../components/message';
import { LoadingBlock } from '../../../components/spinner';
import { usePantry, useSavePantry } from '../api/saved-plans';
import './saved-plans.css';

/** The family's pantry: foods kept at home are left off shopping lists. */
export function PantryPage() {
  const id = useId();
  const pantry = usePantry();
  const save = useSavePantry();
  const [search, setSearch] = useState('');
  const [edits, setEdits] = useState<Record<string, boolean>>({});
  const [saved, setSaved] = useState(false);

  const foods = pantry.data?.foods;
  const groups = useMemo(() => {
    const term = search.trim().toLowerCase();
    const byAisle = new Map<string, NonNullable<typeof foods>>();
    for (const food of foods ?? []) {
      if (term && !food.name.toLowerCase().includes(term)) continue;
      const list = byAisle.get(food.aisle_label);
      if (list) list.push(food);
      else byAisle.set(food.aisle_label, [food]);
    }
    return [...byAisle].sort(([a], [b]) => a.localeCompare(b));
  }, [foods, search]);

  if (pantry.isPending) return <LoadingBlock text="Loading your pantry..." />;
  if (pantry.isError) {
    return (
      <Message
        type={messageTypeFor(pantry.error)}
        message={pantry.error.message}
        onRetry={() => void pantry.refetch()}
      />
    );
  }

  const inPantry = (foodId: string, stored: boolean) => edits[foodId] ?? stored;
  const changed = Object.keys(edits).length > 0;

  function onSave() {
    const ids = (foods ?? [])
      .filter((food) => inPantry(food.food_id, food.in_pantry))
      .map((food) => food.food_id);
    save.mutate(ids, {
      onSuccess: () => {
        setEdits({});
        setSaved(true);
      },
    });
  }

  return (
    <div className="pantry-page">
      <header className="saved-plans__head">
        <h1 className="saved-plans__title">Your Pantry</h1>
      </header>
      <p className="panel__text">
        Foods you keep at home are left off your shopping lists. Tick the foods you have (ticked: in your
        pantry; not ticked: buy it), then save.
      </p>
      <div className="pantry-page__bar">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-search`}>
            Search foods
          </label>
          <div className="search-control">
            <Search aria-hidden="true" />
            <input
              id={`${id}-search`}
              type="search"
              className="field__input"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={onSave}
          disabled={!changed || save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
      {saved && !changed ? (
        <Message type="success" message="Your pantry is saved." onDismiss={() => setSaved(false)} />
      ) : null}
      {save.isError ? <Message type={messageTypeFor(save.error)} message={save.error.message} /> : null}
      {groups.length === 0 ? <p className="panel__text">No foods match your search.</p> : null}
      {groups.map(([aisle, list], index) => (
        <section key={aisle} aria-labelledby={`${id}-aisle-${index}`}>
          <h2 id={`${id}-aisle-${index}`} className="aisle__title">
            {aisle}
          </h2>
          <ul className="pantry-aisle__items">
            {list.map((food) => {
              const has = inPantry(food.food_id, food.in_pantry);
              return (
                <li key={food.food_id} className="pantry-food">
                  <input
                    id={`${id}-food-${food.food_id}`}
                    type="checkbox"
                    className="check-item__input"
                    checked={has}
                    onChange={() =>
                      setEdits((current) => {
                        const next = { ...current };
                        if (!has === food.in_pantry) delete next[food.food_id];
                        else next[food.food_id] = !has;
                        return next;
                      })
                    }
                  />
                  <label htmlFor={`${id}-food-${food.food_id}`} className="pantry-food__name">
                    {food.name}
                    {food.staple ? <span className="pantry-food__staple">Usual staple</span> : null}
                  </label>
                  <span className="pantry-food__state" aria-hidden="true">
                    {has ? 'In pantry' : 'Buy it'}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
