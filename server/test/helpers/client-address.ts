import { randomInt } from 'node:crypto';

/**
 * A client address of its own per test, so counts never carry over between tests or between runs:
 * limits shared through Redis outlive the process, and a suite run again within the window would
 * otherwise find its fixed address already counted.
 */
export const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
