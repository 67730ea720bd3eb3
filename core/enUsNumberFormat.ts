/**
 * An en-US number format, built the first time it is used and kept. Building an
 * Intl.NumberFormat costs a few milliseconds: a page whose modules define several should not pay
 * for them while it loads, only when it first shows a number.
 */
export function enUsNumberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('en-US', options));
}
