import { declinedPaymentMessage, paymentMessages } from '#core/payments/index';
import type { FieldError } from '../errors.js';

export type PaymentRefusalCode = 'PAYMENT_METHOD_REQUIRED' | 'PAYMENT_DECLINED' | 'NOT_FOUND';

/**
 * A charge the user can fix (save a method, try another card). Thrown so the caller's
 * transaction rolls back; the caller catches it outside the transaction and returns
 * `error.userError` in its payload's errors.
 */
export class PaymentRefusedError extends Error {
  constructor(
    readonly code: PaymentRefusalCode,
    message: string,
    /** The processor's decline code (card_declined, insufficient_funds, …) for a decline. */
    readonly declineCode: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentRefusedError';
  }

  get userError(): FieldError {
    return { code: this.code, message: this.message, field: 'paymentMethodUuid' };
  }

  static methodRequired(): PaymentRefusedError {
    return new PaymentRefusedError('PAYMENT_METHOD_REQUIRED', paymentMessages.methodRequired);
  }

  static methodNotFound(): PaymentRefusedError {
    return new PaymentRefusedError('NOT_FOUND', paymentMessages.methodNotFound);
  }

  static declined(declineCode: string, kind: 'CARD' | 'BANK_ACCOUNT' = 'CARD'): PaymentRefusedError {
    return new PaymentRefusedError('PAYMENT_DECLINED', declinedPaymentMessage(declineCode, kind), declineCode);
  }
}
