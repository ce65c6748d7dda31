import type { ReactNode } from 'react';

/** The words a keyword is searched for: its space-separated parts, longest first (so "猪肉" wins over "猪"). */
export function searchTerms(keyword: string): string[] {
  return [...new Set(keyword.trim().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every occurrence of the terms (any case) wrapped in <mark>. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }): ReactNode {
  if (terms.length === 0) return text;
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi');
  return text.split(pattern).map((part, i) =>
    // Odd parts are the matches (split keeps the captured group).
    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text never reorder
    i % 2 === 1 ? <mark key={i}>{part}</mark> : part,
  );
}
