/** Fills the `{name}` places of a console string with values (a place without a value stays as it is). */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
