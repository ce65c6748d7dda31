import { resolve } from 'node:path';
import { formatFinding, lintContent, loadLintConfig, readContentDocuments } from './index.ts';

/**
 * `npm run lint:content [content dir]`: lints every copy file of content/ and prints one line per finding
 * (file, field, rule, message); exits 1 when there is an error.
 */
async function main(): Promise<void> {
  const contentDir = resolve(process.argv[2] ?? 'content');
  const started = performance.now();
  const documents = readContentDocuments(contentDir);
  const findings = await lintContent(documents, loadLintConfig(contentDir));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const finding of findings) console.log(formatFinding(finding));
  const errors = findings.filter((f) => f.severity === 'error').length;
  console.log(
    `${documents.length} files linted in ${seconds} s: ${errors} errors, ${findings.length - errors} warnings.`,
  );
  if (errors > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
