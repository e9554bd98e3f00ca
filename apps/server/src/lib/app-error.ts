import { STATUS_BY_CODE, type ErrorCode } from '@saverly/contracts';

/** A failure the client may see as-is: a stable code, a human message and optional details. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}
