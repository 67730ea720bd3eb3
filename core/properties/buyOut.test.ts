import { describe, expect, it } from 'vitest';
import { dpFromPercent } from '../partnership/fixedPoint.js';
import { restructureTerms, settlement } from '../partnership/model.js';
import { PITCH_HOMEOWNER, pitchFigures } from '../partnership/pitchFigures.js';
import { BUY_OUT_VALUE_MESSAGES, buyOutAt, buyOutTable, readBuyOutValue } from './buyOut.js';

// The partnership model's published example: an $800,000 home, $100,000 of cash with KEEP, so
// Roofline owns 12.5% and the $300,000 mortgage stays.
const keep = restructureTerms({ ...PITCH_HOMEOWNER, product: 'KEEP' });
const mortgage = PITCH_HOMEOWNER.mortgageBalanceCents;

describe('what buying out Roofline’s whole share costs', () => {
  it('is $100,000 today for 12.5% of an $800,000 home, and the homeowner then owns it less the mortgage', () => {
    expect(keep.designatedPercentage).toBe(dpFromPercent(12.5));
    const { today } = buyOutTable({ dp: keep.designatedPercentage, currentValueCents: 800_000_00 }, mortgage, []);
    expect(today).toEqual({ valueCents: 800_000_00, costCents: 100_000_00, homeownerEquityAfterCents: 500_000_00 });
  });

  it('moves with the home value as the published settlement examples do', () => {
    const figures = pitchFigures();
    const at = (valueCents: number) => buyOutAt(keep.designatedPercentage, valueCents, mortgage).costCents;
    expect(at(720_000_00)).toBe(90_000_00);
    expect(figures['settle.down.roofline']).toBe('$90,000');
    expect(at(960_000_00)).toBe(120_000_00);
    expect(figures['settle.up.roofline']).toBe('$120,000');
  });

  it('costs what a sale at that value pays Roofline, to the cent', () => {
    const dp = dpFromPercent(56.1875);
    for (const value of [1_00, 333_333_33, 812_345_67, 2_000_000_01]) {
      expect(buyOutAt(dp, value, 0).costCents).toBe(settlement(dp, value).rooflineCents);
    }
    // 56.1875% of $812,345.67 is $456,436.723… → $456,436.72.
    expect(buyOutAt(dp, 812_345_67, 0).costCents).toBe(456_436_72);
  });

  it('lists the picked values lowest first, each once, beside today’s', () => {
    const table = buyOutTable({ dp: keep.designatedPercentage, currentValueCents: 800_000_00 }, mortgage, [1_000_000_00, 700_000_00, 1_000_000_00]);
    expect(table.chosen.map((row) => [row.valueCents, row.costCents, row.homeownerEquityAfterCents])).toEqual([
      [700_000_00, 87_500_00, 400_000_00],
      [1_000_000_00, 125_000_00, 700_000_00],
    ]);
  });
});

describe('a home value the homeowner types', () => {
  it.each([
    ['$850,000', 850_000_00],
    ['925000.5', 925_000_50],
    [' 1,200,000 ', 1_200_000_00],
  ])('reads %s as cents', (text, cents) => {
    expect(readBuyOutValue(text)).toEqual({ ok: true, valueCents: cents });
  });

  it.each([
    ['', BUY_OUT_VALUE_MESSAGES.blank],
    ['$', BUY_OUT_VALUE_MESSAGES.blank],
    ['eight hundred', BUY_OUT_VALUE_MESSAGES.notDollars],
    ['-5', BUY_OUT_VALUE_MESSAGES.notDollars],
    ['850,000.123', BUY_OUT_VALUE_MESSAGES.notDollars],
    ['0', BUY_OUT_VALUE_MESSAGES.zero],
    ['100,000,001', BUY_OUT_VALUE_MESSAGES.tooLarge],
  ])('refuses “%s”: %s', (text, message) => {
    expect(readBuyOutValue(text)).toEqual({ ok: false, message });
  });
});
