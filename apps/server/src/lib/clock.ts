/** The current time, injectable so tests can move it (token expiry at 59 and 61 minutes). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
