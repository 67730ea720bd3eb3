import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '#migrations/20261227000100_rate_option_uuids';
import { createTestApp, type TestApp } from '../harness.js';
import { STORED_OPTION_FIGURES } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const resultUuid = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const optionUuids = ['6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', '7c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f'];

describe('the rate_option_uuids migration', () => {
  it("lists each stored quote's options in their quoted order, and finds the quote by any of them", async () => {
    await down(t.db);
    const sheet = await t.db('rate_sheets').where({ isActive: true }).first();
    await t.db('pricing_results').insert({ uuid: resultUuid, rateSheetUuid: sheet.uuid, scenario: '{}', errors: '[]' });
    const option = (rateOptionUuid: string, position: number) => ({
      rateOptionUuid,
      pricingResultUuid: resultUuid,
      position,
      ...STORED_OPTION_FIGURES,
      monthlyPayment: 1970.3,
    });
    // Inserted out of order: the list follows their positions.
    await t.db('rate_options').insert([option(optionUuids[1]!, 1), option(optionUuids[0]!, 0)]);

    await up(t.db);
    expect((await t.db('pricing_results').where({ uuid: resultUuid }).first()).rateOptionUuids).toEqual(optionUuids);
    const found = await t.db('pricing_results').whereRaw('rate_option_uuids @> array[?::uuid]', [optionUuids[1]!]).select('uuid');
    expect(found).toEqual([{ uuid: resultUuid }]);
  });
});
