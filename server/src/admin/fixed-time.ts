/**
 * A failed sign-in answers no sooner than this after it arrived, whatever failed (unknown account,
 * wrong password, wrong code): the time says nothing about which. Longer than any failure's own work.
 */
export const FAILURE_FLOOR_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `floorMs` has passed since `startedMs` (performance.now()). */
export async function waitUntilFloor(startedMs: number, floorMs = FAILURE_FLOOR_MS): Promise<void> {
  const left = floorMs - (performance.now() - startedMs);
  if (left > 0) await sleep(left);
}
