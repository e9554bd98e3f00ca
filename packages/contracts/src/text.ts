import { z } from 'zod';

/**
 * Text the server can store and send back: no U+0000 (PostgreSQL text and jsonb cannot hold it)
 * and no unpaired UTF-16 surrogate (it has no UTF-8 form; jsonb refuses the escape). Every string
 * of every request schema goes through `text()` so such input is a 400, never a database error
 * (docs/decisions/0025-input-limits.md).
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain U+0000 or an unpaired UTF-16 surrogate';

// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/** A request string: at most `max` UTF-16 units (every request string is bounded) and safe text. */
export function text(max: number) {
  return z.string().max(max).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
}

/**
 * Names as a sentence lists them: "a", "a and b", "a, b and c" (the web's notes and hints, the
 * server's reasons). With `most`, the first `most − 1` and "N more" after them.
 */
export function listWords(names: readonly string[], most = Infinity): string {
  const shown =
    names.length > most ? [...names.slice(0, most - 1), `${names.length - most + 1} more`] : names;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
