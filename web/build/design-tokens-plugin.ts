import type { Plugin } from 'vite';
import { designTokensCss } from '../src/styles/tokens.ts';

const ID = 'virtual:design-tokens.css';
const RESOLVED = `\0${ID}`;

/** `import 'virtual:design-tokens.css'`: the spec's constants as a `:root` rule in the built style sheet. */
export function designTokensPlugin(): Plugin {
  return {
    name: 'muyuan-design-tokens',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? designTokensCss() : null),
  };
}
