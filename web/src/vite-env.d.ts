/// <reference types="vite/client" />

declare module '*.yaml' {
  const data: unknown;
  export default data;
}

declare module 'virtual:design-tokens.css';
