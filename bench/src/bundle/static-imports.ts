import { posix } from 'node:path';

/**
 * Relative static imports of a built ES module (`import"./a.js"`, `…from"./b.js"`), as dist-relative paths.
 * Dynamic `import("./c.js")` is not matched: it has a parenthesis, not a quote, after `import`.
 */
export function staticImportsOf(code: string, file: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.m?js)["']/g)) {
    found.add(posix.normalize(posix.join(posix.dirname(file), match[1] as string)));
  }
  return [...found];
}

/** The given files plus everything they import statically, transitively, read through `readCode`. */
export function followStaticImports(files: readonly string[], readCode: (file: string) => string): string[] {
  const result = [...files];
  for (let i = 0; i < result.length; i++) {
    for (const dep of staticImportsOf(readCode(result[i] as string), result[i] as string)) {
      if (!result.includes(dep)) result.push(dep);
    }
  }
  return result;
}
