import { describe, expect, it } from 'vitest';
import { PRODUCT_PREFERENCES, restructureTerms, saverMonthlyPayment } from './model.js';
import { productName } from './productText.js';

const home = { agreedValueCents: 800_000_00, mortgageBalanceCents: 300_000_00, cashCents: 100_000_00 };

describe('the Saver estimate every offer quotes', () => {
  it.each(PRODUCT_PREFERENCES)('%s quotes what Saver would cost for the same home and cash: $1,666.67, not its own fee', (product) => {
    const saver = restructureTerms({ ...home, product: 'SAVER' });
    expect(restructureTerms({ ...home, product }).estimatedMonthlyPaymentSaverCents).toBe(saver.monthlyPaymentCents);
    expect(saverMonthlyPayment(home)).toBe(1_666_67);
  });

  it('KEEP’s own usage fee ($416.67) is not the Saver figure', () => {
    const keep = restructureTerms({ ...home, product: 'KEEP' });
    expect(keep.usageFeeCents).toBe(416_67);
    expect(keep.estimatedMonthlyPaymentSaverCents).toBe(1_666_67);
  });

  it('counts a second loan that Saver pays off too', () => {
    expect(saverMonthlyPayment({ ...home, secondLoanBalanceCents: 80_000_00 })).toBe(
      restructureTerms({ ...home, secondLoanBalanceCents: 80_000_00, product: 'SAVER' }).usageFeeCents,
    );
  });
});

describe('productName', () => {
  it('names every deal product in words', () => {
    expect([...PRODUCT_PREFERENCES, 'PURCHASE' as const].map(productName)).toEqual([
      'Keep your mortgage',
      'Pay off your mortgage',
      'Saver',
      'Partner purchase',
    ]);
  });
});
