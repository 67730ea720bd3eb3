import { createHash } from 'node:crypto';

/** Namespace of Roofline pricing results (a fixed random uuid). */
export const PRICING_NAMESPACE = '5b0f6f2e-8d43-4c1e-9a57-3f1d2c7e9b10';

/** An RFC 9562 version-5 uuid: the same namespace and name always give the same uuid. */
export function contentUuid(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
