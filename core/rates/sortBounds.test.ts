import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetFromFile } from './buildSheet.js';
import { createPaymentMemo, createScheduleMemo } from './loanSchedule.js';
import { PricedOption, type ProgramQuote, rowPrice } from './priceOption.js';
import type { PricingProgram } from './pricingSheet.js';
import { parseSheet } from './sheet/parseSheet.js';
import { createSortBounds } from './sortBounds.js';

const csv = readFileSync(path.resolve(import.meta.dirname, '../../migrations/seeds/data/rate-sheet-2026-11-20.csv'), 'utf8');
const parsed = parseSheet(csv);
if (!parsed.ok) throw new Error('the seeded sheet does not parse');
const sheet = sheetFromFile(parsed.file, '00000000-0000-4000-8000-000000000000', (name) => `program ${name}`);

function quoteFor(program: PricingProgram, noteAmount: number, financeChargesCents: number, horizonYears: number, rateShift: number): ProgramQuote {
  const payment = createPaymentMemo();
  return {
    program,
    baseLoanAmount: noteAmount,
    noteAmount,
    ltv: 80,
    adjustments: { points: 0, rate: rateShift, labels: [] },
    fixedCosts: [],
    fixedCostsCents: financeChargesCents,
    fixedFinanceChargesCents: financeChargesCents,
    horizonYears,
    schedule: createScheduleMemo(),
    payment: (months, rate) => payment(noteAmount, months, rate),
  };
}

describe('the lower bounds of the APR and interest sorts', () => {
  it('never exceed the solved figures and stay within 0.005 percentage points (APR) and 0.2% (interest)', () => {
    let rowsChecked = 0;
    let widestAprGap = 0;
    let widestInterestGap = 0;
    for (const [n, program] of sheet.programs.entries()) {
      // Loans from small to jumbo, rates moved up to 4 points above the sheet, 1- to 30-year horizons.
      const noteAmount = [48_250.17, 147_000, 352_499.99, 1_250_000][n % 4] as number;
      const rateShift = [0, 1.375, 4, -0.5][(n >> 2) % 4] as number;
      const quote = quoteFor(program, noteAmount, 150_000 + (n % 7) * 50_000, [1, 5, 10, 30][n % 4] as number, rateShift);
      const bounds = createSortBounds();
      for (const row of program.quotedRates) {
        if (row.rate + rateShift <= 0) continue;
        const price = rowPrice(quote, row);
        const option = new PricedOption(quote, row);
        const aprBound = bounds.apr(quote, price);
        const interestBound = bounds.interest(quote, price);
        expect(aprBound).toBeLessThanOrEqual(option.apr);
        expect(interestBound).toBeLessThanOrEqual(option.interestWithinHorizon);
        if (program.annualMiPercent === 0) {
          expect(aprBound).toBeGreaterThan(-Infinity);
          if (noteAmount >= 100_000) widestAprGap = Math.max(widestAprGap, option.apr - aprBound);
        } else expect(aprBound).toBe(-Infinity);
        widestInterestGap = Math.max(widestInterestGap, (option.interestWithinHorizon - interestBound) / option.interestWithinHorizon);
        rowsChecked++;
      }
    }
    expect(rowsChecked).toBeGreaterThan(1000);
    expect(widestAprGap).toBeLessThan(0.005);
    expect(widestInterestGap).toBeLessThan(0.002);
  });
});
