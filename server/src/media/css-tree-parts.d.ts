// css-tree's parts, as svg-css.ts imports them (its tokenizer and decoders, without the lexer's data that
// the whole package loads: 1 MB of heap instead of 4); @types/css-tree declares only the whole package.
declare module 'css-tree/tokenizer' {
  export { tokenize, tokenTypes } from 'css-tree';
}
declare module 'css-tree/utils' {
  export { ident, string, url } from 'css-tree';
}
