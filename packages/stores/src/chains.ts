/**
 * Invented grocery chains (no real trademarks). `priceLevel` scales every shelf price; the
 * store brand is what the chain sells under its own label.
 */
export interface Chain {
  id: string;
  name: string;
  storeBrand: string;
  priceLevel: number;
  /** Opening hours: [open, close] on weekdays and on Sunday, 24-hour clock. */
  hours: { weekday: [number, number]; saturday: [number, number]; sunday: [number, number] };
}

export const CHAINS: readonly Chain[] = [
  {
    id: 'harvest-basket',
    name: 'Harvest Basket',
    storeBrand: 'Harvest Select',
    priceLevel: 1.0,
    hours: { weekday: [6, 23], saturday: [6, 23], sunday: [7, 22] },
  },
  {
    id: 'penny-pantry',
    name: 'Penny Pantry',
    storeBrand: 'Penny Wise',
    priceLevel: 0.9,
    hours: { weekday: [8, 21], saturday: [8, 21], sunday: [9, 20] },
  },
  {
    id: 'greenleaf',
    name: 'Greenleaf Grocers',
    storeBrand: 'Greenleaf Kitchen',
    priceLevel: 1.12,
    hours: { weekday: [7, 22], saturday: [7, 22], sunday: [8, 21] },
  },
  {
    id: 'freshway',
    name: 'FreshWay Market',
    storeBrand: 'FreshWay',
    priceLevel: 1.03,
    hours: { weekday: [6, 24], saturday: [6, 24], sunday: [6, 24] },
  },
  {
    id: 'thrifty-cart',
    name: 'Thrifty Cart Foods',
    storeBrand: 'Thrifty Cart',
    priceLevel: 0.94,
    hours: { weekday: [7, 22], saturday: [7, 22], sunday: [8, 20] },
  },
  {
    id: 'maple-main',
    name: 'Maple & Main Market',
    storeBrand: 'Maple & Main',
    priceLevel: 1.07,
    hours: { weekday: [7, 21], saturday: [8, 21], sunday: [9, 19] },
  },
  {
    id: 'sunrise',
    name: 'Sunrise Grocery',
    storeBrand: 'Sunrise Farms',
    priceLevel: 0.98,
    hours: { weekday: [6, 22], saturday: [6, 22], sunday: [7, 21] },
  },
];

export const chainById = (id: string): Chain | undefined => CHAINS.find((c) => c.id === id);
