import { pantry } from './pantry.js';
import { produce } from './produce.js';
import { protein } from './protein.js';
import { roundTwo } from './round-two.js';
import type { FoodSource } from './types.js';

export type { FoodSource } from './types.js';

/** Every curated food, in the order the derive script reads them (output is sorted by id). */
export const FOOD_SOURCES: readonly FoodSource[] = [...produce, ...protein, ...pantry, ...roundTwo];
