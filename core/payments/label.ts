import type { CardBrand, PaymentMethodKind } from './vocabulary.js';

const BRAND_NAMES: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  JCB: 'JCB',
  UNIONPAY: 'UnionPay',
  UNKNOWN: 'Card',
};

export function cardBrandName(brand: string | null | undefined): string {
  return BRAND_NAMES[(brand ?? 'UNKNOWN') as CardBrand] ?? 'Card';
}

/** How a saved method is named to its owner: "Visa •••• 4242", "Chase checking •••• 0000". */
export function paymentMethodLabel(method: {
  kind: PaymentMethodKind;
  brand?: string | null;
  last4: string;
  bankName?: string | null;
  accountSubtype?: string | null;
}): string {
  if (method.kind === 'CARD') return `${cardBrandName(method.brand)} •••• ${method.last4}`;
  const name = [method.bankName ?? 'Bank account', method.accountSubtype].filter(Boolean).join(' ');
  return `${name} •••• ${method.last4}`;
}
