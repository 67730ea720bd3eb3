import { describe, expect, it } from 'vitest';
import { priceRates } from '../../../../../mocks/rates';
import { offerFromOption, parseRate, prepaidFinanceCharges, toLoanCostInput } from './offerComparison';

const [option] = priceRates({ propertyLocation: { state: 'CA' }, remainingMortgageAmount: 420_000, estimatedHomeValue: 750_000, creditScoreRange: 'SCORE_760_779' }).rateOptions;

describe('offer comparison', () => {
  it('reads rates with or without a percent sign', () => {
    expect(parseRate('6.25')).toBe(6.25);
    expect(parseRate('6.125 %')).toBe(6.125);
    expect(parseRate('six')).toBeNull();
  });

  it('counts origination charges and prepaid interest, less credits, as prepaid finance charges', () => {
    const line = (section: 'ORIGINATION_CHARGES' | 'SERVICES_YOU_CANNOT_SHOP_FOR' | 'PREPAIDS' | 'LENDER_CREDITS', name: string, amount: number) => ({ __typename: 'FeeLine' as const, section, name, amount });
    const withLines = (lines: ReturnType<typeof line>[]) => ({ ...option!, feeBreakdown: lines });
    expect(
      prepaidFinanceCharges(
        withLines([line('ORIGINATION_CHARGES', 'Origination fee', 1_095), line('SERVICES_YOU_CANNOT_SHOP_FOR', 'Appraisal fee', 625), line('PREPAIDS', 'Prepaid interest (15 days)', 1_057.19), line('PREPAIDS', 'Homeowner’s insurance premium', 1_400)]),
      ),
    ).toBe(2_152.19);
    expect(prepaidFinanceCharges(withLines([line('ORIGINATION_CHARGES', 'Origination fee', 500), line('LENDER_CREDITS', 'Lender credit', -2_100)]))).toBe(0);
  });

  it('starts our side from the chosen option', () => {
    const offer = offerFromOption(option!);
    expect(toLoanCostInput(offer)).toEqual({ loanAmount: option!.baseLoanAmount, interestRate: option!.interestRate, termMonths: option!.numberOfPayments, prepaidFinanceCharges: prepaidFinanceCharges(option!) });
  });
});
