import { describe, expect, it } from 'vitest';
import { isVerifiedByLink, isVerifiedForPayments, paymentAccountRefusal } from './paymentAccounts.js';

const unverifiedItem = { manualVerificationAt: null };

describe('the account monthly payments come from', () => {
  it('is verified by login, by micro-deposits, or by a document for its item', () => {
    expect(isVerifiedForPayments({ subtype: 'checking', verificationStatus: 'VERIFIED' }, unverifiedItem)).toBe(true);
    expect(isVerifiedForPayments({ subtype: 'checking', verificationStatus: 'MANUALLY_VERIFIED' }, unverifiedItem)).toBe(true);
    expect(isVerifiedForPayments({ subtype: 'checking', verificationStatus: 'PENDING_MANUAL_VERIFICATION' }, unverifiedItem)).toBe(false);
    expect(isVerifiedForPayments({ subtype: 'checking', verificationStatus: 'VERIFICATION_FAILED' }, { manualVerificationAt: '2026-11-01T00:00:00Z' })).toBe(
      true,
    );
  });

  it('is verified by the link itself after a login match or confirmed micro-deposits, not on a document', () => {
    expect(isVerifiedByLink({ subtype: 'checking', verificationStatus: 'VERIFIED' })).toBe(true);
    expect(isVerifiedByLink({ subtype: 'checking', verificationStatus: 'MANUALLY_VERIFIED' })).toBe(true);
    for (const status of ['PENDING_AUTOMATIC_VERIFICATION', 'PENDING_MANUAL_VERIFICATION', 'VERIFICATION_FAILED'] as const)
      expect(isVerifiedByLink({ subtype: 'checking', verificationStatus: status })).toBe(false);
  });

  it('is a checking or savings account, and says why another is refused', () => {
    expect(paymentAccountRefusal({ subtype: 'checking', verificationStatus: 'VERIFIED' }, unverifiedItem)).toBeNull();
    expect(paymentAccountRefusal({ subtype: 'savings', verificationStatus: 'VERIFIED' }, unverifiedItem)).toBeNull();
    expect(paymentAccountRefusal({ subtype: 'ira', verificationStatus: 'VERIFIED' }, unverifiedItem)).toBe('NOT_CHECKING_OR_SAVINGS');
    expect(paymentAccountRefusal({ subtype: null, verificationStatus: 'VERIFIED' }, unverifiedItem)).toBe('NOT_CHECKING_OR_SAVINGS');
    expect(paymentAccountRefusal({ subtype: 'checking', verificationStatus: 'PENDING_MANUAL_VERIFICATION' }, unverifiedItem)).toBe('NOT_VERIFIED');
  });
});
