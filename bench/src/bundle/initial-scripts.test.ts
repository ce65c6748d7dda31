import { describe, expect, it } from 'vitest';
import {
  type BuildManifest,
  initialScriptsFromHtml,
  initialStylesFromHtml,
  withStaticImports,
} from './initial-scripts.ts';

const HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-123.js">
<link rel='modulepreload' href='./assets/i18n-456.js'>
<link rel="preload" href="/assets/font.woff2" as="font">
<link rel="stylesheet" crossorigin href="/assets/index-789.css">
<script src="https://analytics.example/tag.js"></script>
<script type="module" src="https://cdn.example/external.js"></script>
</head><body></body></html>`;

describe('initialScriptsFromHtml', () => {
  it('lists module scripts and modulepreload links as dist paths, leaving other tags and external URLs out', () => {
    expect(initialScriptsFromHtml(HTML)).toEqual(['assets/index-abc.js', 'assets/react-123.js', 'assets/i18n-456.js']);
  });

  it("lists the app loader's entry and preloads (#app-modules) first", () => {
    const loaded = `<head><script type="application/json" id="app-modules">{"entry":"/assets/index-x.js","preload":["/assets/react-y.js"]}</script>
<link rel="modulepreload" href="/assets/react-y.js"><link rel="modulepreload" href="/assets/extra-z.js"></head>`;
    expect(initialScriptsFromHtml(loaded)).toEqual(['assets/index-x.js', 'assets/react-y.js', 'assets/extra-z.js']);
  });

  it('lists linked stylesheets separately', () => {
    expect(initialStylesFromHtml(HTML)).toEqual(['assets/index-789.css']);
  });
});

describe('withStaticImports', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js', '_shared.js'] },
    '_react.js': { file: 'assets/react-123.js' },
    '_shared.js': { file: 'assets/shared-1.js', imports: ['_react.js', '_util.js'] },
    '_util.js': { file: 'assets/util-2.js', imports: ['_shared.js'] },
    'src/pages/about.tsx': { file: 'assets/about-9.js', imports: ['_shared.js'] },
  };

  it('adds transitive static imports once each, even through an import cycle, and no lazy page chunks', () => {
    expect(withStaticImports(['assets/index-abc.js', 'assets/react-123.js'], manifest)).toEqual([
      'assets/index-abc.js',
      'assets/react-123.js',
      'assets/shared-1.js',
      'assets/util-2.js',
    ]);
  });
});
