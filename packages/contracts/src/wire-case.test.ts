import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';

/**
 * One case convention on the wire (#15): every object key of every schema the contracts export
 * (requests and responses alike) is snake_case. The walk goes through objects, arrays, tuples,
 * records, unions, intersections, optionals, nullables, defaults, catches, pipes and transforms
 * (`.transform`, `z.preprocess`), lazies …, using zod 4's documented introspection: each schema's
 * `_zod.def`, switched on `def.type` as zod's own "first party switch" does.
 */
const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/**
 * Keys that are not snake_case because the product spec (saverly-spec.md) names them so. They are
 * kept as the spec has them; each is listed by its place (export name and key path).
 */
const SPEC_NAMED: Readonly<Record<string, string>> = {
  // Spec section 3, "Runtime config: apiUrl, environment, version, debug", and section 5: the web
  // app loads it from /config.local.json, /config.dev.json or /config.json at start (static files
  // of the deployment, not an answer of the HTTP API).
  'runtimeConfigSchema.apiUrl': 'spec section 3: runtime config field apiUrl',
};

type Schema = z.core.$ZodType;

/** The object keys a record's key schema allows, when it names them (enums and literals). */
function namedKeys(key: Schema): string[] {
  const def = (key as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'enum':
      return Object.values(def.entries).map(String);
    case 'literal':
      return def.values.map(String);
    case 'union':
      return def.options.flatMap(namedKeys);
    case 'pipe':
      return [...namedKeys(def.in), ...namedKeys(def.out)];
    default:
      return [];
  }
}

/**
 * Every object key under `schema` that is not snake_case, as `path.key`. `stack` holds the schemas
 * being walked, so a recursive (lazy) schema ends; a schema used in several places is walked at
 * each, so every place is reported.
 */
function keysNotSnakeCase(schema: Schema, path: string, stack = new Set<Schema>()): string[] {
  if (stack.has(schema)) return [];
  stack.add(schema);
  const out: string[] = [];
  const key = (name: string, at: string) => {
    if (!SNAKE_CASE.test(name)) out.push(at);
  };
  const walk = (inner: Schema | null | undefined, at: string) => {
    if (inner) out.push(...keysNotSnakeCase(inner, at, stack));
  };
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      for (const [name, value] of Object.entries(def.shape)) {
        key(name, `${path}.${name}`);
        walk(value, `${path}.${name}`);
      }
      walk(def.catchall, `${path}.*`);
      break;
    case 'record':
      for (const name of namedKeys(def.keyType)) key(name, `${path}.${name}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'map':
      walk(def.keyType, `${path}<key>`);
      walk(def.valueType, `${path}<value>`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'set':
      walk(def.valueType, `${path}[]`);
      break;
    case 'tuple':
      def.items.forEach((item, i) => walk(item, `${path}[${i}]`));
      walk(def.rest, `${path}[]`);
      break;
    case 'union':
      def.options.forEach((option) => walk(option, path));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
    case 'success':
    case 'promise':
      walk(def.innerType, path);
      break;
    case 'lazy':
      walk(def.getter(), path);
      break;
    case 'pipe':
      // `.transform()` and z.preprocess() are pipes: the shape in and the shape out.
      walk(def.in, path);
      walk(def.out, path);
      break;
    case 'function':
      walk(def.input, `${path}()`);
      walk(def.output, `${path}()`);
      break;
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'date':
    case 'symbol':
    case 'undefined':
    case 'null':
    case 'any':
    case 'unknown':
    case 'never':
    case 'void':
    case 'literal':
    case 'enum':
    case 'template_literal':
    case 'nan':
    case 'file':
    case 'custom':
    case 'transform':
      // No keys of its own (a transform's output is a function's: what it builds is not declared).
      break;
    default: {
      // A zod type this walk does not know (a newer zod): fail rather than skip what it holds.
      const unknown: never = def;
      throw new Error(`wire-case: no walk for zod type ${(unknown as { type: string }).type} at ${path}`);
    }
  }
  stack.delete(schema);
  return out;
}

/** Every zod schema the contracts export, by export name. */
const exported = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, Schema] => entry[1] instanceof z.ZodType,
);

describe('wire case (#15): every key on the wire is snake_case', () => {
  it('finds the contracts’ schemas, the response schemas among them', () => {
    const names = exported.map(([name]) => name);
    expect(names.length).toBeGreaterThan(50);
    // Every export named as a schema is one (a schema wrapped in something else would be missed).
    for (const [name, value] of Object.entries(contracts))
      if (/Schema$/.test(name)) expect(value instanceof z.ZodType, name).toBe(true);
    for (const name of [
      'generateMealPlanResponseSchema',
      'latestMealPlanResponseSchema',
      'savedPlanResponseSchema',
      'savedPlansResponseSchema',
      'groceryListResponseSchema',
      'nutritionSchema',
      'infeasibleDetailsSchema',
    ])
      expect(names).toContain(name);
    expect(names.filter((name) => name.endsWith('ResponseSchema')).length).toBeGreaterThan(10);
  });

  it('no exported schema has a key that is not snake_case, except the spec’s names', () => {
    const found = exported.flatMap(([name, schema]) => keysNotSnakeCase(schema, name));
    const offending = [...new Set(found)].filter((at) => !(at in SPEC_NAMED)).sort();
    expect(offending, `keys not in snake_case:\n${offending.join('\n')}`).toEqual([]);
  });

  it('every allowed key is still there (a renamed or removed one leaves the list)', () => {
    const found = new Set(exported.flatMap(([name, schema]) => keysNotSnakeCase(schema, name)));
    for (const at of Object.keys(SPEC_NAMED)) expect(found.has(at), at).toBe(true);
  });

  it('the walk reaches keys nested in every kind of wrapper (self-test on broken schemas)', () => {
    const bad = z.object({ badKey: z.number() });
    const leaf = z.object({ ok_key: z.string(), deepKey: z.string() });
    type Tree = { child_nodes: Tree[]; nodeName?: string };
    const tree: z.ZodType<Tree> = z.lazy(() =>
      z.object({ child_nodes: z.array(tree), nodeName: z.string().optional() }),
    );
    const broken = z.object({
      fine: z.string(),
      Capital: z.string(),
      trailing_: z.string(),
      double__underscore: z.string(),
      'kebab-case': z.string(),
      nested: z.object({ inner: z.object({ energyKcal: z.number() }) }),
      list: z.array(bad).optional(),
      maybe: bad.nullable().default(null),
      either: z.union([z.string(), z.object({ unionKey: z.number() })]),
      tagged: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), aKey: z.number() }),
        z.object({ kind: z.literal('b') }),
      ]),
      both: z.intersection(z.object({ leftKey: z.number() }), z.object({ rightKey: z.number() })),
      pair: z.tuple([leaf, bad]),
      by_id: z.record(z.string(), leaf),
      by_name: z.record(z.enum(['good_one', 'badOne']), z.number()),
      piped: z.unknown().pipe(z.object({ pipeKey: z.string() })),
      transformed: z.object({ beforeKey: z.number() }).transform((v) => v.beforeKey),
      preprocessed: z.preprocess((v) => v, z.object({ preKey: z.number() })),
      caught: z.object({ catchKey: z.number() }).catch({ catchKey: 0 }),
      frozen: z.object({ readonlyKey: z.number() }).readonly(),
      loose: z.object({ a: z.number() }).catchall(z.object({ extraKey: z.number() })),
      tree,
    });
    expect(keysNotSnakeCase(broken, 'broken').sort()).toEqual(
      [
        'broken.Capital',
        'broken.trailing_',
        'broken.double__underscore',
        'broken.kebab-case',
        'broken.nested.inner.energyKcal',
        'broken.list[].badKey',
        'broken.maybe.badKey',
        'broken.either.unionKey',
        'broken.tagged.aKey',
        'broken.both.leftKey',
        'broken.both.rightKey',
        'broken.pair[0].deepKey',
        'broken.pair[1].badKey',
        'broken.by_id{}.deepKey',
        'broken.by_name.badOne',
        'broken.piped.pipeKey',
        'broken.transformed.beforeKey',
        'broken.preprocessed.preKey',
        'broken.caught.catchKey',
        'broken.frozen.readonlyKey',
        'broken.loose.*.extraKey',
        'broken.tree.nodeName',
      ].sort(),
    );
    // Nutrition in the old camelCase shape, where the plan holds it, is found at each place.
    const oldPlan = contracts.mealPlanSchema.extend({
      days: z.array(
        contracts.planDaySchema.extend({
          nutrition: z.object({ energyKcal: z.number() }),
          meals: z.array(contracts.mealSchema.extend({ nutrition: z.object({ proteinG: z.number() }) })),
        }),
      ),
    });
    expect(keysNotSnakeCase(z.object({ success: z.literal(true), data: oldPlan }), 'answer').sort()).toEqual([
      'answer.data.days[].meals[].nutrition.proteinG',
      'answer.data.days[].nutrition.energyKcal',
    ]);
    expect(keysNotSnakeCase(contracts.nutritionSchema, 'nutritionSchema')).toEqual([]);
  });
});
