import { readStorage, writeStorage } from '../../../lib/storage';

/** Favourite products: local only (spec section 2). */
const FAVOURITES_KEY = 'saverly_favourite_products';

export function readFavourites(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function toggleFavourite(favourites: string[], id: string): string[] {
  const next = favourites.includes(id) ? favourites.filter((entry) => entry !== id) : [...favourites, id];
  writeStorage(FAVOURITES_KEY, JSON.stringify(next));
  return next;
}
