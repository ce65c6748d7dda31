import { describe, expect, it } from 'vitest';
import { chunkName } from './chunk-name.ts';

describe('chunkName', () => {
  it.each([
    ['assets/index-By3D3Jzs.js', 'index'],
    ['assets/rolldown-runtime-WkwZ5CU-.js', 'rolldown-runtime'],
    ['assets/en-_-sP6mXy.js', 'en'],
    ['assets/jsx-runtime-_y4j0FHm.js', 'jsx-runtime'],
    ['assets/index-DBurzF6M.css', 'index'],
  ])('drops the hash and extension of %s', (file, name) => {
    expect(chunkName(file)).toBe(name);
  });

  it('keeps a name that carries no hash', () => {
    expect(chunkName('assets/vendor.js')).toBe('vendor');
  });
});
