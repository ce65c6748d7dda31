/** Milliseconds since the epoch; tests pass a clock they move by hand (session bounds, TOTP codes). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const isoAt = (ms: number): string => new Date(ms).toISOString();
