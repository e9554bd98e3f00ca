import { z } from 'zod';

/**
 * Stable error codes. The client maps them (and the HTTP status) onto the error
 * catalogue of spec section 8; never rename one, only add.
 */
export const ERROR_CODES = [
  'validation',
  'authentication',
  'forbidden',
  'not_found',
  'conflict',
  'quota_exceeded',
  'infeasible',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limit',
  'server',
  'unavailable',
  /** A recipe page could not be imported (issue #19): `details.reason` says why. */
  'import_failed',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** One field problem inside a validation error's details. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one error shape every failing API response carries. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: errorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** HTTP status that goes with each stable code. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation: 400,
  authentication: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  quota_exceeded: 403,
  infeasible: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limit: 429,
  server: 500,
  unavailable: 503,
  import_failed: 422,
};
