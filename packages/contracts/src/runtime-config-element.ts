/**
 * The id of the `<script type="application/json">` in which the server sends, inside the page, the
 * config it read from the same files in the same order (docs/decisions/0029-web-performance.md):
 * the web then starts without the round trip for it. In a module of its own, without zod, so the
 * signed-in shells' inline script (apps/web early-profile) stays a few hundred bytes.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'saverly-config';
