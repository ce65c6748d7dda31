/** The largest amount the return calculator takes, yuan (ten billion: more is a typing slip, not a holding). */
export const MAX_AMOUNT = 10_000_000_000;
/** The most bonds the conversion calculator takes (the whole issue is under a hundred million bonds). */
export const MAX_BONDS = 100_000_000;

/** What is wrong with a value typed into a tool: a label key of the page's copy, with its places. */
export interface InputProblem {
  key: string;
  vars?: Record<string, string | number>;
}

/** A date typed into a tool, checked against the days the history holds. */
export function checkDate(text: string, first: string, last: string): InputProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
    return { key: 'toolDateInvalid' };
  }
  if (text < first) return { key: 'toolDateBefore', vars: { date: first } };
  if (text > last) return { key: 'toolDateAfter', vars: { date: last } };
  return null;
}

/** An amount of yuan: a positive number with at most two decimals, at most MAX_AMOUNT. */
export function parseAmount(text: string): number | InputProblem {
  const value = Number(text.trim().replaceAll(',', ''));
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return { key: 'toolAmountInvalid' };
  if (value > MAX_AMOUNT) return { key: 'toolAmountTooLarge', vars: { max: MAX_AMOUNT } };
  return Math.round(value * 100) / 100;
}

/** A number of bonds: a whole number from 1 to MAX_BONDS. */
export function parseBonds(text: string): number | InputProblem {
  const value = Number(text.trim().replaceAll(',', ''));
  if (!Number.isInteger(value) || value < 1) return { key: 'toolBondsInvalid' };
  if (value > MAX_BONDS) return { key: 'toolBondsTooMany', vars: { max: MAX_BONDS } };
  return value;
}
