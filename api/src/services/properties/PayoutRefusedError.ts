import { PAYOUT_ACCOUNT_REQUIRED_MESSAGE, payoutFailedMessage } from '#core/properties/index';
import type { FieldError } from '../errors.js';

export type PayoutRefusalCode = 'PAYOUT_ACCOUNT_REQUIRED' | 'PAYOUT_FAILED';

/**
 * A cash-out the homeowner can fix (link and verify a bank account, or use another one). Thrown
 * so the caller's transaction rolls back, leaving no ledger row; caught outside it and returned
 * as `userError`.
 */
export class PayoutRefusedError extends Error {
  constructor(
    readonly code: PayoutRefusalCode,
    message: string,
    readonly failureCode: string | null = null,
  ) {
    super(message);
    this.name = 'PayoutRefusedError';
  }

  get userError(): FieldError {
    return { code: this.code, message: this.message, field: 'kind' };
  }

  static accountRequired(): PayoutRefusedError {
    return new PayoutRefusedError('PAYOUT_ACCOUNT_REQUIRED', PAYOUT_ACCOUNT_REQUIRED_MESSAGE);
  }

  static failed(failureCode: string): PayoutRefusedError {
    return new PayoutRefusedError('PAYOUT_FAILED', payoutFailedMessage(failureCode), failureCode);
  }
}
