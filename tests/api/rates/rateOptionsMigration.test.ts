import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '#migrations/20261201000100_rate_options';
import { createTestApp, type TestApp } from '../harness.js';
import { STORED_OPTION_FIGURES } from './support.js';

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
    // The JSON the options had before this migration: the monthly payment was named monthlyPI there.
    const quoted = { rateOptionUuid: optionUuid, ...STORED_OPTION_FIGURES, monthlyPI: 1970.3 };
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
