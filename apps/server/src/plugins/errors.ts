import type { ErrorCode, ErrorEnvelope, FieldIssue } from '@saverly/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** Default human text for each code; matches the client's catalogue (spec section 8). */
const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  validation: 'Invalid request data',
  authentication: 'Authentication required',
  forbidden: 'Access denied',
  not_found: 'Resource not found',
  conflict: 'The request conflicts with the current state',
  quota_exceeded: 'You have used all the meal plans of your plan this month',
  infeasible: 'No plan meets every constraint',
  payload_too_large: 'Request body is too large',
  unsupported_media_type: 'Unsupported content type',
  rate_limit: 'Too many requests. Please wait before trying again.',
  server: 'Internal server error',
  unavailable: 'Service temporarily unavailable',
  import_failed: 'We could not import a recipe from that link',
};

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'validation';
    case 401:
      return 'authentication';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limit';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'server' : 'validation';
  }
}

/** Fields of database and framework errors that name what failed, never the values involved. */
const LOGGED_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'table',
  'column',
  'constraint',
  'dataType',
] as const;

/** Drizzle's "Failed query: <sql>\nparams: <values>" and the like: the values are cut. */
const scrub = (message: string) => message.replace(/\n\s*params:[\s\S]*$/, '\nparams: [redacted]');

/**
 * The `err` log serializer: type, message, stack, the fields above and the cause chain, nothing
 * else (drizzle's message already holds the SQL text). Query parameters (drizzle's and PGlite's `params`, hashes and emails among them) and
 * PostgreSQL's `detail` ("Key (email)=(…)") never reach a log line.
 */
type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error value]', stack: '' };
  const message = scrub(error.message);
  // The frames come after the (unscrubbed) message; a stack that does not hold it is dropped.
  const stack = error.stack ?? '';
  const start = error.message ? stack.indexOf(error.message) : -1;
  const frames =
    start < 0
      ? []
      : stack
          .slice(start + error.message.length)
          .split('\n')
          .filter((line) => /^\s+at /.test(line));
  const out: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of LOGGED_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 3) out.cause = errorForLog(error.cause, depth + 1);
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The `req` log serializer: the path without its query string (reset links carry tokens). */
export function requestForLog(request: LoggedRequest) {
  const [path, query] = request.url.split('?', 2);
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?[redacted]`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { err: errorForLog, req: requestForLog };

interface SchemaIssue {
  path?: PropertyKey[];
  message?: string;
  code?: string;
  errors?: unknown;
}

/**
 * A schema issue as field issues. A union that matched no branch ("Invalid input" at the union's
 * path) is replaced by its branches' issues, so the field that failed is named.
 */
function fieldIssues(path: string[], issue: SchemaIssue): FieldIssue[] {
  const branches = issue.code === 'invalid_union' && Array.isArray(issue.errors) ? issue.errors : [];
  const nested = branches.flatMap((branch: unknown) =>
    Array.isArray(branch)
      ? (branch as SchemaIssue[]).flatMap((inner) =>
          fieldIssues([...path, ...(inner.path ?? []).map(String)], inner),
        )
      : [],
  );
  if (nested.length > 0) return nested;
  return [{ path: path.join('.'), message: issue.message ?? 'Invalid value' }];
}

const dedupe = (issues: FieldIssue[]) => [
  ...new Map(issues.map((issue) => [`${issue.path}\u0001${issue.message}`, issue])).values(),
];

export function sendError(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.code(status).type('application/json; charset=utf-8').send(envelope);
}

/**
 * The single place failures become HTTP responses. Every error leaves as the contracts'
 * error envelope; 5xx responses never carry internals (they are logged instead).
 */
export default fp(
  function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return sendError(reply, error.statusCode, {
          success: false,
          error: error.code,
          message: error.message,
          ...(error.details === undefined ? {} : { details: error.details }),
        });
      }

      if (error.validation) {
        const context = error.validationContext ?? 'body';
        const fields = dedupe(
          error.validation.flatMap((issue) =>
            fieldIssues([context, ...issue.instancePath.split('/').filter(Boolean)], {
              message: issue.message,
              code: issue.keyword,
              errors: (issue.params as { errors?: unknown } | undefined)?.errors,
            }),
          ),
        );
        return sendError(reply, 400, {
          success: false,
          error: 'validation',
          message: DEFAULT_MESSAGES.validation,
          details: { fields },
        });
      }

      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        const code: ErrorCode = status === 503 ? 'unavailable' : 'server';
        return sendError(reply, status, { success: false, error: code, message: DEFAULT_MESSAGES[code] });
      }

      // Framework 4xx (malformed JSON, body too large, wrong content type): their messages are safe.
      const code = codeForStatus(status);
      return sendError(reply, status, {
        success: false,
        error: code,
        message: error.message || DEFAULT_MESSAGES[code],
        ...(error.code ? { details: { reason: error.code } } : {}),
      });
    });
  },
  { name: 'errors' },
);
