import { z } from 'zod';

/**
 * zod compiles its object parsers with `new Function` when the page allows it, and finds out by
 * trying once. This app's content security policy (script-src 'self', ADR 0005) refuses it, so the
 * try is a policy violation the browser reports on every signed-in page (Lighthouse's "issues"
 * audit). The web app tells zod not to try: it parses with its interpreter, as it did after the
 * refused try. zod makes the try as each object schema is built, at module load, so this must run
 * before any schema module: main.tsx imports it first, and the build puts it in zod's own chunk
 * (vite.config.ts), which every chunk that builds a schema loads and runs first. The browser suite
 * fails any page the policy refuses something on (e2e/fixtures.ts).
 */
z.config({ jitless: true });
