import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../../test/query-client';
import { buildGroceryItem, buildGroceryList } from '../../../test/grocery-factories';
import { buildPlan } from '../lib/test-data';
import { StepShoppingList } from './step-shopping-list';

function renderList(
  items: Parameters<typeof buildGroceryList>[0],
  saved: { id: string; name: string } | null = null,
  waitingDeals: { name: string; itemCount: number; totalCents: number } | null = null,
  pantryCostCents?: number,
) {
  const plan = buildPlan(1, ['dinner']);
  const list = buildGroceryList(items);
  if (pantryCostCents !== undefined) list.summary = { ...list.summary, pantry_cost_cents: pantryCostCents };
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <StepShoppingList
          plan={plan}
          list={list}
          selected={Object.fromEntries(plan.days.flatMap((d) => d.meals.map((m) => [m.id, true])))}
          busy={false}
          onBackToPlan={() => undefined}
          onCreateNewPlan={() => undefined}
          saved={saved}
          waitingDeals={waitingDeals}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StepShoppingList', () => {
  it('says the staples at home are not in its total, which step 4’s plan cost shares them in', () => {
    // A walk-through read "$198.55 of your $200.00 budget" on step 4 and "Total Cost $180.93" here.
    renderList([
      buildGroceryItem({ id: 'a', status: 'regular' }),
      buildGroceryItem({ id: 'b', status: 'pantry', price: null, price_cents: null }),
      buildGroceryItem({ id: 'c', status: 'pantry', price: null, price_cents: null }),
    ]);
    expect(
      screen.getByText(
        'Not counted here: 2 pantry staples we assume you have (listed at the end; a saved list asks which ones you need). The plan’s cost on step 4 includes a share of them.',
      ),
    ).toBeTruthy();
  });

  it('says what buying every staple would add, for a family whose cupboard is empty', () => {
    renderList(
      [
        buildGroceryItem({ id: 'a', status: 'regular' }),
        buildGroceryItem({ id: 'b', status: 'pantry', price: null, price_cents: null }),
        buildGroceryItem({ id: 'c', status: 'pantry', price: null, price_cents: null }),
      ],
      null,
      null,
      3820,
    );
    expect(
      screen.getByText(
        'Not counted here: 2 pantry staples we assume you have (listed at the end; a saved list asks which ones you need). Buying all of them would add about $38.20, for about $43.69 in all. The plan’s cost on step 4 includes a share of them.',
      ),
    ).toBeTruthy();
  });

  it('says under an item what to check on its label for a diet the family keeps', () => {
    renderList([
      buildGroceryItem({
        id: 'pumpkin-seeds',
        matched_name: 'Pumpkin seeds (pepitas)',
        status: 'regular',
        label_check:
          'Nut-Free: often packed where nuts are. Choose one without “may contain nuts” on the label.',
      }),
      buildGroceryItem({ id: 'rice', matched_name: 'Rice', status: 'regular' }),
    ]);
    const check = screen.getByText(/Nut-Free: often packed where nuts are/);
    expect(check.closest('li')?.textContent).toContain('Pumpkin seeds (pepitas)');
    expect(check.textContent).toMatch(/^Check the label\. Nut-Free/);
    expect(screen.getAllByText(/Check the label/)).toHaveLength(1);
  });

  it('says nothing of staples when none is at home', () => {
    renderList([buildGroceryItem({ id: 'a', status: 'regular' })]);
    expect(screen.queryByText(/^Not counted here/)).toBeNull();
  });

  it('shows a plan saved before a reload as saved, with its list, and does not offer Save again', () => {
    renderList([buildGroceryItem({ id: 'a', status: 'regular' })], {
      id: 'sp-1',
      name: 'Week of December 7',
    });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Saved' });
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Recipe & List' })).toBeNull();
    expect(
      screen.getByText('"Week of December 7" is in your saved meal plans, with its shopping list.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your saved list' }).getAttribute('href')).toBe(
      '/app/saved-plans/sp-1',
    );
  });

  it('says saving adds the deals waiting on a list of their own, until it is saved', () => {
    const deals = { name: 'My shopping list', itemCount: 2, totalCents: 4208 };
    renderList([buildGroceryItem({ id: 'a', status: 'regular' })], null, deals);
    expect(
      screen.getByText(
        'Saving adds your 2 deals from Sales ($42.08, on My shopping list) to this list; they are not in the total above.',
      ),
    ).toBeTruthy();
  });

  it('offers Save for a plan not saved', () => {
    renderList([buildGroceryItem({ id: 'a', status: 'regular' })]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Recipe & List' }).disabled).toBe(
      false,
    );
  });
});
