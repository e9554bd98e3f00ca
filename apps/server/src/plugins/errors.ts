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
        const fields: FieldIssue[] = error.validation.map((issue) => ({
          path: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
          message: issue.message ?? 'Invalid value',
        }));
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

export { DEFAULT_MESSAGES };
