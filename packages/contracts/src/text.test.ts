import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.js';
import { UNSAFE_TEXT_MESSAGE, isSafeText, listWords, text } from './text.js';

type Node = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };
const defOf = (schema: Node) => schema._zod.def as unknown as Def;

/** Every string schema reachable inside a schema, with its path. */
function stringsIn(
  schema: Node,
  path: string,
  out: { path: string; schema: Node }[],
  seen = new Set<Node>(),
) {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, sub: string) => {
    if (child) stringsIn(child as Node, sub, out, seen);
  };
  switch (def.type) {
    case 'string':
      out.push({ path, schema });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, Node>))
        walk(child, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      (def.options as Node[]).forEach((option, i) => walk(option, `${path}|${i}`));
      break;
    case 'pipe':
      walk(def.in, path);
      walk(def.out, path);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'tuple':
      (def.items as Node[]).forEach((item, i) => walk(item, `${path}[${i}]`));
      break;
    case 'lazy':
      walk((def.getter as () => Node)(), path);
      break;
    default:
      if (def.innerType) walk(def.innerType, path);
  }
  return out;
}

/** Every request schema the API validates: bodies, query strings and route params. */
const requestSchemas = Object.entries(contracts).filter(
  ([name, value]) =>
    /(Request|Query|Params)Schema$/.test(name) &&
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value,
) as [string, Node][];

describe('text(): the one request-string refinement', () => {
  it('refuses U+0000 and unpaired surrogates, keeps everything else', () => {
    for (const bad of ['a\u0000b', '\u0000', '\uD800', 'x\uD83D', '\uDE00x', 'a\uDC00\uD800b']) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'Olá café', '😀 paired \uD83D\uDE00', 'tab\tand\nnewline', '\u0001', '\uFFFD']) {
      expect(isSafeText(good), JSON.stringify(good)).toBe(true);
    }
    const result = text(10).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('finds the request schemas', () => {
    const names = requestSchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'registerRequestSchema',
        'loginRequestSchema',
        'profileUpdateRequestSchema',
        'passwordResetRequestSchema',
        'salesQuerySchema',
        'savePlanRequestSchema',
        'generateMealPlanRequestSchema',
      ]),
    );
  });

  it.each(requestSchemas)(
    'every string in %s is bounded and refuses NUL and lone surrogates',
    (_name, schema) => {
      const strings = stringsIn(schema, '$', []);
      for (const { path, schema: leaf } of strings) {
        const huge = (leaf as z.ZodType).safeParse('a'.repeat(100_000));
        expect(huge.success, `${path} accepted 100,000 characters`).toBe(false);
        for (const bad of ['ab\u0000', 'ab\uD800']) {
          const parsed = (leaf as z.ZodType).safeParse(bad);
          expect(parsed.success, `${path} accepted ${JSON.stringify(bad)}`).toBe(false);
        }
      }
    },
  );
});

describe('listWords', () => {
  it('lists names as a sentence does, and shortens a long list when asked', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['Vegetarian'])).toBe('Vegetarian');
    expect(listWords(['Vegetarian', 'Gluten-Free'])).toBe('Vegetarian and Gluten-Free');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listWords(['a', 'b', 'c'], 3)).toBe('a, b and c');
    expect(listWords(['a', 'b', 'c', 'd', 'e'], 3)).toBe('a, b and 3 more');
  });
});
