import { describe, expect, it } from 'vitest';
import { followStaticImports, staticImportsOf } from './static-imports.ts';

describe('staticImportsOf', () => {
  it('finds minified static and side-effect imports but not dynamic ones', () => {
    const code = 'import{a as e}from"./react-1.js";import"./polyfill-2.js";const p=()=>import("./about-3.js");';
    expect(staticImportsOf(code, 'assets/index.js')).toEqual(['assets/react-1.js', 'assets/polyfill-2.js']);
  });
});

describe('followStaticImports', () => {
  it('follows imports transitively and counts each file once, even in a cycle', () => {
    const files: Record<string, string> = {
      'assets/index.js': 'import{x}from"./a.js";import("./lazy.js")',
      'assets/a.js': 'import{y}from"./b.js"',
      'assets/b.js': 'import{x}from"./a.js"',
    };
    expect(followStaticImports(['assets/index.js'], (f) => files[f] ?? '')).toEqual([
      'assets/index.js',
      'assets/a.js',
      'assets/b.js',
    ]);
  });
});
