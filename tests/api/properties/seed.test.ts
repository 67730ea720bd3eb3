import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO_OWNER, PARTNER_HOMEOWNER } from '#migrations/seeds/40_partner_homeowner';
import { runSeeds } from '#api/dbSetup';
import { Property } from '#api/models/Property';
import { payoutAccountOf } from '#api/services/properties/cashOutPayouts';
import { createTestApp, type TestApp } from '../harness.js';
import { DASHBOARD, PARTNER_DASHBOARD } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-11-23T12:00:00Z') });
});
afterAll(() => t.close());

describe('the demo partner homeowner', () => {
  it('sees a dashboard whose ledger replays, and the co-owner sees the partner dashboard', async () => {
    const cookie = await t.sessionCookie(PARTNER_HOMEOWNER.email, PARTNER_HOMEOWNER.password);
    const me = await t.gql<{ me: { properties: Array<{ propertyUuid: string }>; hasSavedCreditCard: boolean } }>(
      '{ me { hasSavedCreditCard properties { propertyUuid dealType } } }',
      {},
      cookie,
    );
    expect(me.data!.me.hasSavedCreditCard).toBe(true);
    const [property] = me.data!.me.properties;
    const dashboard = await t.gql<{ propertyDashboard: Record<string, any> }>(DASHBOARD, { uuid: property!.propertyUuid }, cookie);
    expect(dashboard.errors).toBeUndefined();
    const view = dashboard.data!.propertyDashboard;
    expect(view.ledger.map((entry: { kind: string }) => entry.kind)).toContain('VALUATION');
    expect(view).toMatchObject({
      mortgageBalance: 300000,
      lifetimeCashOut: 100000,
      limits: { cashOut: 50000, lifetimeCashOutRemaining: 50000 },
      homeValue: { source: 'HOUSE_PRICE_INDEX' },
    });
    expect(view.homeValue.basis).toMatch(/CA house-price index/);

    const coOwner = await t.sessionCookie(CO_OWNER.email, CO_OWNER.password);
    const partner = await t.gql<{ partnerPropertyDashboard: Record<string, any> }>(PARTNER_DASHBOARD, { uuid: property!.propertyUuid }, coOwner);
    expect(partner.data!.partnerPropertyDashboard).toMatchObject({ viewerRole: 'CO_OWNER', designatedPercentage: view.designatedPercentage });

    // Seeding again changes nothing.
    await runSeeds(t.db);
    expect(await t.db('properties').where({ ownerUuid: PARTNER_HOMEOWNER.uuid })).toHaveLength(1);
    expect(await t.db('paymentMethods').where({ userUuid: PARTNER_HOMEOWNER.uuid })).toHaveLength(1);
    expect(await t.db('financialItems').where({ userUuid: PARTNER_HOMEOWNER.uuid })).toHaveLength(1);
  });

  it('has a verified bank account that cash-outs are paid to', async () => {
    const property = (await Property.query(t.db).findOne({ ownerUuid: PARTNER_HOMEOWNER.uuid }))!;
    const account = await payoutAccountOf(t.db, t.adapters.payouts, property);
    expect(account).toMatchObject({ label: 'First Platypus Bank checking •••• 0000', account: { verificationStatus: 'VERIFIED' } });
  });
});
