import { describe, expect, it } from 'vitest';
import { scheduledBuyBack, settlementScenarios } from './dealDocumentFigures.js';
import { restructureTerms, settlement } from './model.js';
import { PITCH_HOMEOWNER } from './pitchFigures.js';

const keep = restructureTerms({ ...PITCH_HOMEOWNER, product: 'KEEP' });

describe('what the deal documents print beyond the offer', () => {
  it('settles 12.5% of an $800,000 home from −20% to +50%, each row the model’s settlement', () => {
    const rows = settlementScenarios(keep);
    expect(rows.map((row) => [row.changeLabel, row.valueCents, row.rooflineCents, row.homeownerCents])).toEqual([
      ['–20%', 640_000_00, 80_000_00, 560_000_00],
      ['–10%', 720_000_00, 90_000_00, 630_000_00],
      ['No change', 800_000_00, 100_000_00, 700_000_00],
      ['+10%', 880_000_00, 110_000_00, 770_000_00],
      ['+20%', 960_000_00, 120_000_00, 840_000_00],
      ['+30%', 1_040_000_00, 130_000_00, 910_000_00],
      ['+40%', 1_120_000_00, 140_000_00, 980_000_00],
      ['+50%', 1_200_000_00, 150_000_00, 1_050_000_00],
    ]);
    for (const row of rows) expect(row.rooflineCents).toBe(settlement(keep.designatedPercentage, row.valueCents).rooflineCents);
  });

  it('says how long the reduction payments take to buy the share back at the agreed value, and nothing for Saver', () => {
    // $100,000 at $500 a month: 200 payments.
    expect(scheduledBuyBack(keep)).toBe('200 payments of $500 (16 years 8 months) at the agreed value; more if the value rises, fewer if it falls');
    expect(scheduledBuyBack({ purchaseCents: 60_000_00, reductionPaymentCents: 500_00 })).toMatch(/^120 payments of \$500 \(10 years\)/);
    expect(scheduledBuyBack({ purchaseCents: 1_000_00, reductionPaymentCents: 999_00 })).toMatch(/^2 payments of \$999 \(2 months\)/);
    expect(scheduledBuyBack(restructureTerms({ ...PITCH_HOMEOWNER, product: 'SAVER' }))).toBeNull();
  });
});
