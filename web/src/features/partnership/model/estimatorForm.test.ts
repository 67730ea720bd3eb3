import { describe, expect, it } from 'vitest';
import { centsToMaskText, EMPTY_DRAFT, ESTIMATOR_MESSAGES, readEstimator } from './estimatorForm';

describe('readEstimator', () => {
  const filled = { ...EMPTY_DRAFT, homeValue: '800,000', mortgageBalance: '400,000', cashWanted: '50,000', state: 'CA' };

  it('reads a complete form into cents', () => {
    expect(readEstimator(filled)).toEqual({
      ok: true,
      input: {
        homeValueCents: 800_000_00,
        mortgageBalanceCents: 400_000_00,
        cashCents: 50_000_00,
        hasSecondLoan: false,
        secondLoanBalanceCents: 0,
        paysOffSecondLoan: false,
        occupancy: 'PRIMARY_RESIDENCE',
        state: 'CA',
      },
    });
  });

  it('names every field that cannot be used yet', () => {
    expect(readEstimator(EMPTY_DRAFT)).toEqual({
      ok: false,
      errors: {
        homeValue: ESTIMATOR_MESSAGES.homeValue,
        mortgageBalance: ESTIMATOR_MESSAGES.mortgageBalance,
        cashWanted: ESTIMATOR_MESSAGES.cashWanted,
        state: ESTIMATOR_MESSAGES.state,
      },
    });
  });

  it('asks for the second loan’s balance only when there is one', () => {
    expect(readEstimator({ ...filled, hasSecondLoan: 'yes' })).toEqual({ ok: false, errors: { secondLoanBalance: ESTIMATOR_MESSAGES.secondLoanBalance } });
    const result = readEstimator({ ...filled, hasSecondLoan: 'yes', secondLoanBalance: '20,000', paysOffSecondLoan: 'no' });
    expect(result.ok && result.input).toMatchObject({ hasSecondLoan: true, secondLoanBalanceCents: 20_000_00, paysOffSecondLoan: false });
  });

  it('catches a mortgage larger than the home', () => {
    expect(readEstimator({ ...filled, mortgageBalance: '900,000' })).toEqual({ ok: false, errors: { mortgageBalance: ESTIMATOR_MESSAGES.mortgageAboveValue } });
  });

  it('writes cents back in the mask’s format', () => {
    expect(centsToMaskText(150_000_00)).toBe('150,000');
    expect(centsToMaskText(1_234_05)).toBe('1,234.05');
  });
});
