import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  NO_STORE_SELECTED_MESSAGE,
  salesResponseSchema,
  type SalesItem,
  type SalesResponse,
  type salesNoStoreResponseSchema,
} from '@saverly/contracts';
import type { z } from 'zod';
import type { StoreRow } from '../stores/stores.service.js';
import type { DealRow } from './sales.repository.js';

const dollars = (cents: number) => Math.round(cents) / 100;

function presentDeal(row: DealRow): SalesItem {
  const savings = row.regularCents - row.promoCents;
  return {
    id: row.productId,
    name: row.name,
    brand: row.brand,
    category: row.category,
    size: row.size,
    image_url: row.imageUrl,
    sale_price: dollars(row.promoCents),
    regular_price: dollars(row.regularCents),
    savings: dollars(savings),
    sale_price_cents: row.promoCents,
    regular_price_cents: row.regularCents,
    savings_cents: savings,
    valid_from: row.validFrom,
    valid_to: row.validTo,
  };
}

/**
 * This week's deals at a store: the first `limit` of the matching deals (`rows`, in the asked
 * order) with the sums and categories over all of them, every category with a deal, and whether the store's
 * inventory is being synced.
 */
export function presentDeals(
  store: StoreRow,
  rows: DealRow[],
  limit: number,
  categories: { name: string }[],
  syncing: boolean,
): SalesResponse {
  const totalSavingsCents = rows.reduce((sum, r) => sum + (r.regularCents - r.promoCents), 0);
  const items = rows.slice(0, limit).map(presentDeal);
  return {
    success: true,
    store_location: { location_id: store.locationId, name: store.name, address: store.formattedAddress },
    sales_items: items,
    summary: {
      total_items: rows.length,
      total_savings: dollars(totalSavingsCents),
      average_savings: rows.length === 0 ? 0 : dollars(Math.round(totalSavingsCents / rows.length)),
      available_categories: categories.map((c) => c.name).sort(),
      matching_categories: new Set(rows.map((r) => r.category)).size,
      returned_items: items.length,
    },
    inventory_syncing: syncing,
  };
}

/** GET /api/sales without a store: 200 asking the member to choose one (ADR 0015). */
export const presentNoStore = (): z.infer<typeof salesNoStoreResponseSchema> => ({
  success: false,
  action_required: 'set_default_store',
  message: NO_STORE_SELECTED_MESSAGE,
});

/**
 * An answer ready to send: its JSON bytes, brotli and gzip copies and a strong ETag (a hash of the
 * JSON), made once and sent as they are to every caller asking the same question
 * (docs/decisions/0029-web-performance.md).
 */
export interface PreparedAnswer {
  etag: string;
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The deals answer as prepared bytes. Checked against the contract once, here: the bytes skip the
 * response serializer.
 */
export function prepareDeals(answer: SalesResponse): PreparedAnswer {
  const json = Buffer.from(JSON.stringify(salesResponseSchema.parse(answer)));
  return {
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`,
    json,
    br: brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzip: gzipSync(json, { level: 9 }),
  };
}

/** The encoding to send a prepared answer in: brotli, else gzip, else the plain JSON. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** `If-None-Match` holds this ETag (or `*`): the caller's copy is current. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}

/**
 * Which copy of a prepared answer a caller gets: none (null: their copy is current, 304), else
 * the compressed copy they take, else the plain JSON.
 */
export function preparedCopy(
  prepared: PreparedAnswer,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip' | null; body: Buffer } | null {
  if (matches(ifNoneMatch, prepared.etag)) return null;
  const encoding = pickEncoding(acceptEncoding);
  if (encoding === 'br') return { encoding, body: prepared.br };
  if (encoding === 'gzip') return { encoding, body: prepared.gzip };
  return { encoding: null, body: prepared.json };
}
