import type { Location } from 'react-router';

/** The signed-in page a visitor was sent to /login from (the protected routes set `state.from`). */
export type ReturnTo = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * `state.from` of a location, when it is one: login goes back there, and signup hands it on to
 * login, so an invited visitor who creates an account first still lands on their invitation.
 */
export function readReturnTo(state: unknown): ReturnTo | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { from } = state as Record<string, unknown>;
  return typeof from === 'object' && from !== null && typeof (from as Location).pathname === 'string'
    ? (from as Location)
    : undefined;
}
