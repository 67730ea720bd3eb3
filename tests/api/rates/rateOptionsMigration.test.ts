import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../../migrations/20261201000100_rate_options.js';
import { createTestApp, type TestApp } from '../harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const resultUuid = '0d9e2f0a-5b1c-4c5e-9f8a-2b7c6d5e4f30';
const optionUuid = '1e0f3a1b-6c2d-4d6f-8a9b-3c8d7e6f5a41';

describe('the rate_options migration', () => {
  it('moves stored options out of the pricing result JSON and back again', async () => {
    await down(t.db);
    const sheet = await t.db('rate_sheets').where({ isActive: true }).first();
    const quoted = {
      rateOptionUuid: optionUuid,
      lenderUuid: '28f5ebd1-378f-4956-a6c6-bea748f01ee1',
      loanProgramUuid: '2f1a4b2c-7d3e-4e7f-9bac-4d9e8f7a6b52',
      loanProgramCode: 'CONF-F30',
      lockDays: 30,
      sheetRate: 6.25,
      interestRate: 6.25,
      points: 0,
      effectivePoints: 0,
      noteAmount: 320_000,
      baseLoanAmount: 320_000,
      monthlyPI: 1970.3,
      apr: 6.391,
      totalFees: 5210.45,
    };
    await t.db('pricing_results').insert({ uuid: resultUuid, rateSheetUuid: sheet.uuid, scenario: '{}', rateOptions: JSON.stringify([quoted]), errors: '[]' });

    await up(t.db);
    expect(await t.db('rate_options').where({ rateOptionUuid: optionUuid }).first()).toMatchObject({
      pricingResultUuid: resultUuid,
      position: 0,
      loanProgramCode: 'CONF-F30',
      interestRate: 6.25,
      monthlyPayment: 1970.3,
      apr: 6.391,
      totalFees: 5210.45,
    });

    await down(t.db);
    const restored = await t.db('pricing_results').where({ uuid: resultUuid }).first();
    expect(restored.rateOptions).toEqual([quoted]);
    await up(t.db);
  });
});
