/** Deterministic randomness: every generated fact is a pure function of its seed string. */
import { mulberry32 } from '@saverly/kitchen';

/** 32-bit FNV-1a hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The kitchen's mulberry32 (one implementation across packages). */
export { mulberry32 };

/** A PRNG seeded by a string. */
export const rngFor = (seed: string) => mulberry32(hash32(seed));

/** A uniform float in [0, 1) fixed by the seed string. */
export const unit = (seed: string) => rngFor(seed)();

export function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}
