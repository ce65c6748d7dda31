import type { ReactNode } from 'react';
import { SmartLink } from '../smart-link/smart-link.tsx';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits copy text into plain runs and `[label](target)` links. */
export function parseInline(text: string): ({ text: string } | { label: string; to: string })[] {
  const parts: ({ text: string } | { label: string; to: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > at) parts.push({ text: text.slice(at, index) });
    parts.push({ label: match[1] ?? '', to: match[2] ?? '' });
    at = index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * A text of the content with its links made real: copy that promises a link ("click 'I want to
 * report'") carries it, written `[label](target)`. Everything else stays plain text (no HTML).
 */
export function InlineText({ text }: { text: string }): ReactNode {
  return parseInline(text).map((part, i) =>
    'to' in part ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <SmartLink key={i} to={part.to} className="inline-link">
        {part.label}
      </SmartLink>
    ) : (
      part.text
    ),
  );
}
