import { z } from 'zod';
import { text } from './text.js';

/**
 * Send to Kroger Cart (docs/decisions/0022-kroger-cart.md): a member links their Kroger account
 * once (OAuth consent on Kroger's site), then the matched products of a list go to their cart.
 */

/** Where the browser goes back to after the consent when the client names nowhere. */
export const KROGER_DEFAULT_RETURN_TO = '/app/meal-planner';
export const KROGER_RETURN_TO_MAX_LENGTH = 512;
/** `details.action_required` on a 409 from the cart call: start the consent flow first. */
export const KROGER_CONNECT_ACTION = 'connect_kroger';
export const KROGER_NOT_CONFIGURED_MESSAGE = 'Kroger is not connected on this Saverly server';
export const KROGER_CART_MAX_ITEMS = 200;
export const KROGER_CART_MAX_QUANTITY = 99;
/** Kroger product ids are UPCs: digits only (13 in practice; 8 to 14 accepted). */
export const KROGER_UPC_PATTERN = /^\d{8,14}$/;

/** The `kroger` query parameter the callback adds to the return path. */
export const KROGER_CONNECT_RESULTS = ['connected', 'denied', 'error'] as const;
export type KrogerConnectResult = (typeof KROGER_CONNECT_RESULTS)[number];

/**
 * A path on this site, exactly as a URL parser reads it: one leading `/`, never `//` or `/\`
 * (both name another host to a browser), no backslashes, whitespace or control characters, and
 * nothing the parser would rewrite (dot segments such as `/.//evil.com` collapse to `//evil.com`).
 */
/** WHATWG URL, present in browsers and Node; typed here because contracts build without DOM or Node types. */
type ParsedUrl = { origin: string; pathname: string; search: string; hash: string };
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base: string) => ParsedUrl }).URL;

export function isSafeReturnPath(value: string): boolean {
  if (
    value.length > KROGER_RETURN_TO_MAX_LENGTH ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    // eslint-disable-next-line no-control-regex
    /[\\\s\u0000-\u001f\u007f]/.test(value)
  )
    return false;
  try {
    const base = 'https://saverly.invalid';
    const url = new WhatwgUrl(value, base);
    return (
      url.origin === base &&
      !url.pathname.startsWith('//') &&
      `${url.pathname}${url.search}${url.hash}` === value
    );
  } catch {
    return false;
  }
}

export const krogerStatusResponseSchema = z.object({
  success: z.literal(true),
  /** The server has Kroger API credentials (otherwise offer print, share, copy and CSV). */
  configured: z.boolean(),
  /** The member has linked their Kroger account. */
  connected: z.boolean(),
});
export type KrogerStatusResponse = z.infer<typeof krogerStatusResponseSchema>;

export const krogerConnectRequestSchema = z.object({
  return_to: text(KROGER_RETURN_TO_MAX_LENGTH)
    .refine(isSafeReturnPath, { message: "return_to must be a path on this site beginning with '/'" })
    .optional(),
});
export type KrogerConnectRequest = z.infer<typeof krogerConnectRequestSchema>;

export const krogerConnectResponseSchema = z.object({
  success: z.literal(true),
  /** Send the browser here (top-level navigation); Kroger comes back to /api/kroger/callback. */
  authorize_url: z.string(),
});
export type KrogerConnectResponse = z.infer<typeof krogerConnectResponseSchema>;

export const krogerCartItemSchema = z.object({
  /** The product's Kroger UPC (a Kroger store product's `product_id`). */
  product_id: text(64).min(1),
  quantity: z.number().int().min(1).max(KROGER_CART_MAX_QUANTITY),
});
export type KrogerCartItem = z.infer<typeof krogerCartItemSchema>;

export const krogerCartRequestSchema = z.object({
  items: z.array(krogerCartItemSchema).min(1).max(KROGER_CART_MAX_ITEMS),
  /** Kroger's fulfilment modality; Kroger's own default when absent. */
  modality: z.enum(['PICKUP', 'DELIVERY']).optional(),
});
export type KrogerCartRequest = z.infer<typeof krogerCartRequestSchema>;

/** The product ids of a cart request that are not UPCs (the server refuses these with a 400). */
export function invalidKrogerProductIds(items: readonly { product_id: string }[]): string[] {
  return [...new Set(items.map((i) => i.product_id).filter((id) => !KROGER_UPC_PATTERN.test(id)))];
}

export const krogerCartResponseSchema = z.object({
  success: z.literal(true),
  /** Cart lines sent to Kroger. */
  added: z.number().int(),
});
export type KrogerCartResponse = z.infer<typeof krogerCartResponseSchema>;

export const krogerDisconnectResponseSchema = z.object({
  success: z.literal(true),
  connected: z.literal(false),
});
export type KrogerDisconnectResponse = z.infer<typeof krogerDisconnectResponseSchema>;
