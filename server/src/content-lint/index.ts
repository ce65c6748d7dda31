/**
 * The content lint (issue 29): one entry point, `lintContent`, for `npm run lint:content` and for the
 * editor console, which runs the same checks on every draft before it can be published.
 */
export { type LintConfig, loadLintConfig } from './config.ts';
export type { ContentDocument } from './fields.ts';
export { type Finding, formatFinding, lintContent } from './lint.ts';
export { readContentDocuments } from './read-documents.ts';
export { lintRenderedText, type RenderedText } from './rendered-text.ts';
