import { describe, expect, it } from 'vitest';
import { RATES_MESSAGES } from '#core/rates/index';
import { mockUuid, priceRates, seededSheet } from './ratesSheet';

const search = { propertyLocation: { state: 'CA' }, remainingMortgageAmount: 420_000, estimatedHomeValue: 750_000, creditScoreRange: 'SCORE_760_779' } as const;

describe('mock pricing on the seeded sheet', () => {
  it('reads the sheet the seed imports: six lenders, effective November 20, 2026', () => {
    const sheet = seededSheet();
    expect(new Set(sheet.programs.map((program) => program.lender.companyName)).size).toBe(6);
    expect(sheet.effectiveAt.toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('prices with the real engine: one option per program, most popular first, at most 24', () => {
    const result = priceRates(search);
    expect(result.rateOptions).toHaveLength(24);
    const [first] = result.rateOptions;
    expect(first).toMatchObject({
      loanProgramCode: 'CONF-F30',
      interestRate: 6.25,
      points: 0,
      monthlyPI: 2586.01,
      lender: { companyName: 'Harborview Home Loans' },
    });
    expect(new Set(result.rateOptions.map((option) => option.rateOptionUuid)).size).toBe(24);
    expect(result.errors).toEqual([]);
  });

  it('gives the same uuids for the same search', () => {
    expect(priceRates(search).rateOptions.map((o) => o.rateOptionUuid)).toEqual(priceRates(search).rateOptions.map((o) => o.rateOptionUuid));
    expect(mockUuid('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refuses outside the licensed states with the spec text', () => {
    const result = priceRates({ ...search, propertyLocation: { state: 'NY' } });
    expect(result.rateOptions).toEqual([]);
    expect(result.errors).toEqual([{ __typename: 'UserError', code: 'OUT_OF_AREA', message: RATES_MESSAGES.outOfArea }]);
  });
});
