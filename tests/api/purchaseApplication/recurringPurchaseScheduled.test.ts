import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseExhibitCFields } from '#api/services/purchaseApplication/index';
import type { ServiceContext } from '#api/services/context';
import { createTestApp, type TestApp } from '../harness.js';
import { DEMO } from '../refinanceApplicationSupport.js';

// Spec §3.204: exhibitCFields.recurringPurchaseScheduled is read from the deal. A purchase
// agreement schedules no recurring buy-in; the closed home's property does once the owner sets
// one up (its recurring buy-in amount), and then Exhibit C says so.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The agreement's Exhibit C for the $585,000 purchase, in dollars as served. */
const agreement = {
  originalAgreedValue: 585_000,
  monthlyReductionPaymentLimit: 2_437.5,
  originalDesignatedPercentage: 45,
  maxAddlOptionPaymentPercentage: 5,
  maxMonthlyEquityPurchaseLimit: 2_000,
  recurringPurchaseScheduled: false,
};

/** The home a closed purchase became, with `recurringBuyInCents` scheduled on it. */
async function closedHome(recurringBuyInCents: number): Promise<string> {
  const applicationUuid = randomUUID();
  await t.db('properties').insert({
    ownerUuid: DEMO.uuid,
    dealType: 'PURCHASE',
    sourceApplicationUuid: applicationUuid,
    address: JSON.stringify({ streetNumber: '48', streetName: 'Oak Ave', locality: 'Sacramento', state: 'CA', zip: '95814' }),
    state: 'CA',
    product: 'PURCHASE',
    closingDate: '2026-11-30',
    paymentDay: 28,
    purchaseCents: 263_250_00,
    cashAtClosingCents: 0,
    mortgageBalanceCents: 263_250_00,
    openingDpUnits: 4_500_000_000,
    usageRate: 0.05,
    reductionPaymentCents: 2_437_50,
    recurringBuyInCents,
    originalAgreedValueCents: 585_000_00,
    monthlyReductionPaymentLimitCents: 2_437_50,
    originalDesignatedPercentage: 45,
    maxAddlOptionPaymentPercentage: 5,
    maxMonthlyEquityPurchaseLimitCents: 2_000_00,
    recurringPurchaseScheduled: false,
  });
  return applicationUuid;
}

const fieldsOf = (uuid: string, closedAt: Date | null, exhibitCFields: typeof agreement | null = agreement) =>
  purchaseExhibitCFields({ db: t.db } as ServiceContext, { uuid, record: { closedAt }, exhibitCFields });

describe('exhibitCFields.recurringPurchaseScheduled (§3.204)', () => {
  it('is true once a recurring monthly buy-in is scheduled on the closed home, the other figures as agreed', async () => {
    const uuid = await closedHome(250_00);
    expect(await fieldsOf(uuid, new Date('2026-11-30T18:00:00Z'))).toEqual({ ...agreement, recurringPurchaseScheduled: true });
  });

  it('is false while the closed home has none scheduled', async () => {
    const uuid = await closedHome(0);
    expect((await fieldsOf(uuid, new Date('2026-11-30T18:00:00Z')))?.recurringPurchaseScheduled).toBe(false);
  });

  it('is the agreement’s until the purchase closes, and nothing without an agreement', async () => {
    const uuid = await closedHome(250_00);
    expect(await fieldsOf(uuid, null)).toEqual(agreement);
    expect(await fieldsOf(randomUUID(), new Date('2026-11-30T18:00:00Z'))).toEqual(agreement);
    expect(await fieldsOf(uuid, new Date('2026-11-30T18:00:00Z'), null)).toBeNull();
  });
});
