import type { AccountVerificationStatus } from '#generated/web';

export const VERIFICATION_LABELS: Record<AccountVerificationStatus, string> = {
  VERIFIED: 'Verified',
  PENDING_AUTOMATIC_VERIFICATION: 'Verifying',
  PENDING_MANUAL_VERIFICATION: 'Waiting for deposits',
  MANUALLY_VERIFIED: 'Verified by deposits',
  VERIFICATION_FAILED: 'Not verified',
};

/** "$0.07" → 7 cents; null when it is not an amount under a dollar. */
export function centsFromDollars(value: string): number | null {
  const match = /^\s*\$?\s*0?\.(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const cents = Number(match[1]);
  return cents >= 1 && cents <= 99 ? cents : null;
}
