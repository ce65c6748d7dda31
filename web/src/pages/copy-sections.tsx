import type { Statistic } from '@muyuan/contract/shapes';
import type { ReactNode } from 'react';
import type { PageCopy } from '../content/page-copy.ts';

type Level = 2 | 3 | 4;
const TITLE_KEYS = ['title', 'heading', 'name'];
/** Lists of text under these keys are paragraphs, not bullet points. */
const PARAGRAPH_KEYS = /paragraph|body|text|content/i;

function Heading({ level, children }: { level: Level; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag>{children}</Tag>;
}

/** Renders any copy value simply: text as paragraphs, lists as lists, records with their titles. */
function CopyValue({ name = '', value, level }: { name?: string; value: unknown; level: Level }): ReactNode {
  if (typeof value === 'string' || typeof value === 'number') return <p>{value}</p>;
  if (Array.isArray(value)) {
    const texts = value.every((v) => typeof v === 'string' || typeof v === 'number');
    // biome-ignore lint/suspicious/noArrayIndexKey: static copy never reorders
    if (texts && PARAGRAPH_KEYS.test(name)) return value.map((v, i) => <p key={i}>{v}</p>);
    if (texts) {
      return (
        <ul>
          {value.map((v) => (
            <li key={String(v)}>{v}</li>
          ))}
        </ul>
      );
    }
    return value.map((v, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static copy never reorders
      <CopyValue key={i} value={v} level={level} />
    ));
  }
  if (isStatistic(value)) {
    return (
      <p className="copy-stat">
        <strong>
          {value.num}
          <small>{value.unit}</small>
        </strong>
        <span>{value.txt}</span>
      </p>
    );
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const titleKey = TITLE_KEYS.find((k) => typeof (value as Record<string, unknown>)[k] === 'string');
    const next = Math.min(level + 1, 4) as Level;
    return (
      <section className="copy-block">
        {titleKey && <Heading level={level}>{String((value as Record<string, unknown>)[titleKey])}</Heading>}
        {entries
          .filter(([k, v]) => k !== titleKey && !isMediaPath(v))
          .map(([k, v]) => (
            <CopyValue key={k} name={k} value={v} level={titleKey ? next : level} />
          ))}
      </section>
    );
  }
  return null;
}

/** A statistic item of the spec: a figure, its unit and a caption. */
function isStatistic(value: unknown): value is Statistic {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.num === 'string' && typeof v.txt === 'string';
}

function isMediaPath(value: unknown) {
  return typeof value === 'string' && value.startsWith('/media/');
}

/** Everything of a page's copy besides its title and description, shown in order. */
export function CopySections({ copy }: { copy: PageCopy | null }) {
  if (!copy) return null;
  const { title: _title, description: _description, ...rest } = copy;
  return (
    <div className="copy-sections">
      {Object.entries(rest).map(([key, value]) => (
        <CopyValue key={key} name={key} value={value} level={2} />
      ))}
    </div>
  );
}
