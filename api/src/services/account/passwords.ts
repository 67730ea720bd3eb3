import argon2 from 'argon2';

// The password rule lives in core/account: 12 to 200 characters, not common, not personal.
export { passwordProblem } from '#core/account/passwordStrength';
export { MIN_PASSWORD_LENGTH } from '#core/account/passwordRule';

// OWASP Password Storage Cheat Sheet minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane.
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown makes both failures cost the same time.
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-that-matches-nothing');
  await verifyPassword(await decoyHash, password);
  return false;
}
