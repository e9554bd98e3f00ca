import { LIMITS, UNSAFE_TEXT_MESSAGE, isSafeText, type FieldIssue } from '@saverly/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * How deeply a JSON text nests objects and arrays, counted in one pass over the raw text and
 * stopping as soon as `limit` is passed (brackets inside strings do not count).
 */
function jsonDepthExceeds(body: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth -= 1;
  }
  return false;
}

/** Query-string and route-param values that are not safe text, as field issues. */
function unsafeFields(values: unknown, context: 'querystring' | 'params'): FieldIssue[] {
  if (!values || typeof values !== 'object') return [];
  const issues: FieldIssue[] = [];
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value];
    const bad = !isSafeText(key) || list.some((item) => typeof item === 'string' && !isSafeText(item));
    if (bad) issues.push({ path: `${context}.${isSafeText(key) ? key : '?'}`, message: UNSAFE_TEXT_MESSAGE });
  }
  return issues;
}

/**
 * Input budgets that hold before any route code runs (docs/decisions/0025-input-limits.md):
 * - JSON bodies nested deeper than LIMITS.maxJsonDepth are refused with 400 before JSON.parse
 *   builds them (1,000 nested objects once reached the database as jsonb and broke PGlite);
 * - every route without its own `bodyLimit` gets LIMITS.defaultRouteBodyBytes (the whole-plan
 *   routes name a larger one; nothing exceeds LIMITS.maxRequestBodyBytes);
 * - query-string and route-param values, including those of routes without a schema, must be
 *   safe text (no U+0000, no unpaired surrogate), like every string of the request schemas.
 */
export default fp(
  function requestLimitsPlugin(app: FastifyInstance) {
    const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonDepthExceeds(body as string, LIMITS.maxJsonDepth)) {
        done(
          new AppError(
            'validation',
            `Request body is nested too deeply (at most ${LIMITS.maxJsonDepth} levels)`,
            {
              reason: 'json_too_deep',
            },
          ),
          undefined,
        );
        return;
      }
      // Fastify's own parser (synchronous; it calls done itself).
      void defaultJsonParser(request, body as string, done);
    });

    app.addHook('onRoute', (route) => {
      route.bodyLimit ??= LIMITS.defaultRouteBodyBytes;
    });

    app.addHook('preValidation', async (request: FastifyRequest) => {
      const fields = [
        ...unsafeFields(request.query, 'querystring'),
        ...unsafeFields(request.params, 'params'),
      ];
      if (fields.length > 0) throw new AppError('validation', 'Invalid request data', { fields });
    });
  },
  { name: 'request-limits' },
);
