/**
 * Reading a schema.org `Recipe` out of a web page (issue #19, ADR 0038): JSON-LD first (a node, a
 * top-level array, `@graph`, `@type` as a string or an array, nodes nested as `mainEntity`, authors
 * by `@id`), microdata (`itemscope itemtype=…/Recipe`) when a page has no JSON-LD recipe. HTML is
 * parsed by cheerio (htmlparser2), ISO 8601 durations by tinyduration; nothing here scans HTML by
 * hand. The result is the page's own words, not yet mapped to foods.
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { parse as parseDuration } from 'tinyduration';

interface ImportedStep {
  readonly section: string | null;
  readonly text: string;
}

export interface ImportedRecipe {
  readonly name: string;
  readonly description: string | null;
  /** The first whole number of the yield ("Serves 4–6" → 4). */
  readonly servings: number | null;
  readonly yieldText: string | null;
  readonly prepMinutes: number | null;
  readonly cookMinutes: number | null;
  readonly totalMinutes: number | null;
  readonly ingredientLines: readonly string[];
  readonly steps: readonly ImportedStep[];
  readonly cuisine: string | null;
  readonly category: string | null;
  readonly imageUrl: string | null;
  readonly author: string | null;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const isNode = (value: Json | undefined): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: Json | undefined): Json[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** Text as a person reads it: tags removed, entities decoded, whitespace collapsed. */
function plainText(value: string): string {
  const text =
    value.includes('<') || value.includes('&') ? cheerio.load(`<body>${value}</body>`)('body').text() : value;
  return text.replace(/\s+/g, ' ').trim();
}

/** Lines of a block of text: `<br>`, block ends and newlines separate them. */
function linesOf(value: string): string[] {
  const marked = value.replace(/<br\s*\/?>|<\/(p|li|div|h\d)>/gi, '\n');
  const text =
    marked.includes('<') || marked.includes('&')
      ? cheerio.load(`<body>${marked}</body>`)('body').text()
      : marked;
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

function typesOf(node: Node): string[] {
  return list(node['@type']).flatMap((t) =>
    typeof t === 'string' ? [t.replace(/^(https?:\/\/schema\.org\/|schema:)/i, '').toLowerCase()] : [],
  );
}

const firstString = (value: Json | undefined): string | null => {
  for (const item of list(value)) {
    if (typeof item === 'string' && item.trim() !== '') return plainText(item);
    if (typeof item === 'number') return String(item);
  }
  return null;
};

/** Minutes of an ISO 8601 duration ("PT1H30M" → 90, "P0DT2H15M" → 135); null when not one. */
export function durationMinutes(value: Json | undefined): number | null {
  const text = firstString(value);
  if (!text) return null;
  try {
    const d = parseDuration(text.toUpperCase());
    const minutes =
      (d.weeks ?? 0) * 7 * 1440 +
      (d.days ?? 0) * 1440 +
      (d.hours ?? 0) * 60 +
      (d.minutes ?? 0) +
      (d.seconds ?? 0) / 60;
    return Number.isFinite(minutes) ? Math.round(minutes) : null;
  } catch {
    return null;
  }
}

function yieldOf(value: Json | undefined): { servings: number | null; text: string | null } {
  const items = list(value);
  const text = firstString(items);
  for (const item of items) {
    const match = (typeof item === 'number' ? String(item) : typeof item === 'string' ? item : '').match(
      /\d+/,
    );
    if (match) {
      const servings = Number(match[0]);
      if (servings > 0) return { servings, text };
    }
  }
  return { servings: null, text };
}

function imageOf(value: Json | undefined): string | null {
  for (const item of list(value)) {
    if (typeof item === 'string' && item.trim() !== '') return item.trim();
    if (isNode(item)) {
      const url = firstString(item['url']) ?? firstString(item['contentUrl']);
      if (url) return url;
    }
  }
  return null;
}

function authorOf(value: Json | undefined, byId: ReadonlyMap<string, Node>): string | null {
  for (const item of list(value)) {
    if (typeof item === 'string' && item.trim() !== '') return plainText(item);
    if (isNode(item)) {
      const ref = typeof item['@id'] === 'string' ? byId.get(item['@id']) : undefined;
      const name = firstString(item['name']) ?? (ref ? firstString(ref['name']) : null);
      if (name) return name;
    }
  }
  return null;
}

function stepsOf(value: Json | undefined, section: string | null = null): ImportedStep[] {
  const out: ImportedStep[] = [];
  for (const item of list(value)) {
    if (typeof item === 'string') {
      for (const line of linesOf(item)) out.push({ section, text: line });
      continue;
    }
    if (!isNode(item)) continue;
    const types = typesOf(item);
    if (types.includes('howtosection')) {
      const name = firstString(item['name']);
      out.push(...stepsOf(item['itemListElement'] ?? item['steps'], name));
    } else if (item['itemListElement'] !== undefined && !types.includes('howtostep')) {
      out.push(...stepsOf(item['itemListElement'], section));
    } else {
      const text = firstString(item['text']) ?? firstString(item['name']);
      if (text) out.push({ section, text });
    }
  }
  return out;
}

function recipeOf(node: Node, byId: ReadonlyMap<string, Node>): ImportedRecipe | null {
  const name = firstString(node['name']);
  if (!name) return null;
  const yields = yieldOf(node['recipeYield'] ?? node['yield']);
  return {
    name,
    description: firstString(node['description']),
    servings: yields.servings,
    yieldText: yields.text,
    prepMinutes: durationMinutes(node['prepTime']),
    cookMinutes: durationMinutes(node['cookTime']),
    totalMinutes: durationMinutes(node['totalTime']),
    ingredientLines: list(node['recipeIngredient'] ?? node['ingredients']).flatMap((line) =>
      typeof line === 'string' && plainText(line) !== '' ? [plainText(line)] : [],
    ),
    steps: stepsOf(node['recipeInstructions']),
    cuisine: firstString(node['recipeCuisine']),
    category: firstString(node['recipeCategory']),
    imageUrl: imageOf(node['image']),
    author: authorOf(node['author'], byId),
  };
}

/** Every node of a JSON-LD document, depth first (arrays, `@graph`, nested values). */
function nodesOf(value: Json, out: Node[] = [], depth = 0): Node[] {
  if (depth > 8) return out;
  if (Array.isArray(value)) {
    for (const item of value) nodesOf(item, out, depth + 1);
  } else if (isNode(value)) {
    out.push(value);
    for (const [key, child] of Object.entries(value)) {
      if (key === '@context') continue;
      if (typeof child === 'object' && child !== null) nodesOf(child, out, depth + 1);
    }
  }
  return out;
}

function fromJsonLd($: cheerio.CheerioAPI): ImportedRecipe | null {
  const nodes: Node[] = [];
  $('script').each((_, element) => {
    const type = ($(element).attr('type') ?? '').toLowerCase().trim();
    if (type !== 'application/ld+json') return;
    try {
      nodes.push(...nodesOf(JSON.parse($(element).text()) as Json));
    } catch {
      // A broken block (it happens) does not hide a good one further down.
    }
  });
  const byId = new Map<string, Node>();
  // A reference ({"@id": …} alone) is not the node it names.
  for (const node of nodes)
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) byId.set(node['@id'], node);
  for (const node of nodes) {
    if (!typesOf(node).includes('recipe')) continue;
    const recipe = recipeOf(node, byId);
    if (recipe) return recipe;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Microdata
// ---------------------------------------------------------------------------------------------

const isRecipeType = (itemtype: string | undefined) =>
  (itemtype ?? '').split(/\s+/).some((t) => /^https?:\/\/schema\.org\/Recipe$/i.test(t));

/** The elements with `itemprop` that belong to `scope` (not to an itemscope inside it). */
function propertiesOf($: cheerio.CheerioAPI, scope: Element): Map<string, Element[]> {
  const out = new Map<string, Element[]>();
  const walk = (parent: AnyNode) => {
    for (const child of $(parent).children().toArray()) {
      const prop = $(child).attr('itemprop');
      if (prop) for (const name of prop.split(/\s+/)) out.set(name, [...(out.get(name) ?? []), child]);
      if ($(child).attr('itemscope') === undefined) walk(child);
    }
  };
  walk(scope);
  return out;
}

function microValue($: cheerio.CheerioAPI, element: Element): Json {
  const $el = $(element);
  if ($el.attr('itemscope') !== undefined) {
    const node: Node = {};
    const itemtype = $el.attr('itemtype');
    if (itemtype)
      node['@type'] = itemtype.split(/\s+/).map((t) => t.replace(/^https?:\/\/schema\.org\//i, ''));
    for (const [name, elements] of propertiesOf($, element)) {
      const values = elements.map((e) => microValue($, e));
      node[name] = values.length === 1 ? values[0]! : values;
    }
    return node;
  }
  const tag = element.tagName.toLowerCase();
  if ($el.attr('content') !== undefined) return $el.attr('content')!;
  if (tag === 'time' && $el.attr('datetime')) return $el.attr('datetime')!;
  if ((tag === 'img' || tag === 'source') && $el.attr('src')) return $el.attr('src')!;
  if ((tag === 'a' || tag === 'link') && $el.attr('href')) return $el.attr('href')!;
  if (tag === 'meta') return $el.attr('content') ?? '';
  // Line breaks in the HTML source mean nothing; block elements inside (<p>, <br>, <li>) do, and
  // `linesOf` reads them (instructions written as one element of paragraphs).
  return ($el.html() ?? '').replace(/\s+/g, ' ').trim();
}

function fromMicrodata($: cheerio.CheerioAPI): ImportedRecipe | null {
  const scope = $('[itemscope]')
    .toArray()
    .find((element) => isRecipeType($(element).attr('itemtype')));
  if (!scope) return null;
  const node = microValue($, scope);
  return isNode(node) ? recipeOf(node, new Map()) : null;
}

/** The page's recipe, or null when it has none. */
export function readRecipe(html: string): ImportedRecipe | null {
  const $ = cheerio.load(html);
  return fromJsonLd($) ?? fromMicrodata($);
}
