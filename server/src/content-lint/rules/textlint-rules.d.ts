// The two published rules ship no type declarations; imported-rules.ts checks their shape at load time.
declare module 'textlint-rule-prh' {
  const rule: unknown;
  export default rule;
}
declare module 'textlint-rule-terminology' {
  const rule: unknown;
  export default rule;
}
