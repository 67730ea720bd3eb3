import { createHash, randomBytes } from 'node:crypto';

/** A fresh link token (256 random bits) and the digest that is all the database keeps of it. */
export function newLinkToken(): { token: string; sha256: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, sha256: digestOf(token) };
}

export function digestOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
