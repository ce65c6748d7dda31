import { describe, expect, it } from 'vitest';
import { renderSection, replaceSection } from './report.ts';

const block = (name: string, text: string) => `<!-- ${name}:start -->\n${text}\n<!-- ${name}:end -->`;

describe('replaceSection', () => {
  const doc = `# Performance\n\n${block('bundle-size', 'old bundle')}\n\n${block('lighthouse', 'old lighthouse')}\n`;

  it('replaces only the text between its own markers and keeps the other sections', () => {
    const updated = replaceSection(doc, 'lighthouse', block('lighthouse', 'new lighthouse'));
    expect(updated).toContain('old bundle');
    expect(updated).toContain('new lighthouse');
    expect(updated).not.toContain('old lighthouse');
  });

  it('inserts a missing section before the later sections, in the canonical order', () => {
    const updated = replaceSection(doc, 'api-load', block('api-load', 'api figures'));
    const order = ['bundle-size', 'api-load', 'lighthouse'].map((n) => updated.indexOf(`<!-- ${n}:start -->`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((i) => i >= 0)).toBe(true);
  });

  it('is stable: writing the same section twice gives the same document', () => {
    const once = replaceSection(doc, 'api-load', block('api-load', 'x'));
    expect(replaceSection(once, 'api-load', block('api-load', 'x'))).toBe(once);
  });
});

describe('renderSection', () => {
  it('wraps the body in markers with the date, the machine and the exact command', () => {
    const text = renderSection(
      { name: 'bundle-size', title: 'Bundle', command: 'npm run bench:bundle -w bench', body: 'figures' },
      new Date('2024-05-01T10:00:00.123Z'),
    );
    expect(text.startsWith('<!-- bundle-size:start -->')).toBe(true);
    expect(text.endsWith('<!-- bundle-size:end -->')).toBe(true);
    expect(text).toContain('Date: 2024-05-01T10:00:00Z');
    expect(text).toMatch(/Machine: \d+ CPU \(nproc\)/);
    expect(text).toContain('`npm run bench:bundle -w bench`');
  });
});
