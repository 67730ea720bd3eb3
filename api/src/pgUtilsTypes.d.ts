// pg's own helper, not in @types/pg: how pg sends a JavaScript value as a statement's parameter.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
