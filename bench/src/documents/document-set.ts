import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/repo-paths.ts';
import { documentPages, scriptOf } from './corpus-text.ts';
import { writePdf } from './pdf-writer.ts';

/**
 * The bench's PDFs are made once and kept under bench/out/ (git-ignored), in a folder named by this
 * version: change it whenever corpus-text.ts, figure-rows.ts or pdf-writer.ts would make other bytes, so that a rerun
 * never measures files of an older generator.
 */
export const GENERATOR_VERSION = 2;

export const documentSetDir = (root = REPO_ROOT) => join(root, 'bench', 'out', `documents-v${GENERATOR_VERSION}`);

export interface BenchDocument {
  /** 0-based; even numbers are Chinese, odd ones English. */
  doc: number;
  name: string;
  bytes: Buffer;
}

/**
 * The first `count` documents, each made when missing (the quick run's 100 are the full run's first
 * 100). A file is written under a temporary name and renamed, so a run stopped midway leaves no half file.
 */
export function documentSet(count: number, dir = documentSetDir()): BenchDocument[] {
  mkdirSync(dir, { recursive: true });
  return Array.from({ length: count }, (_, doc) => {
    const name = `doc-${String(doc).padStart(4, '0')}.pdf`;
    const path = join(dir, name);
    if (existsSync(path)) return { doc, name, bytes: readFileSync(path) };
    const bytes = writePdf(documentPages(doc), scriptOf(doc));
    writeFileSync(`${path}.part`, bytes);
    renameSync(`${path}.part`, path);
    return { doc, name, bytes };
  });
}
