import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#api/lib/logger';
import { runOps } from '#api/services/restructureApplication/opsCommand';
import { createTestApp, type TestApp } from '../harness.js';
import { DASHBOARD, insertProperty, insertUser, workedExampleDeal } from './support.js';

const NOW = new Date('2026-11-23T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

const work = () => ({ db: t.db, config: t.config, adapters: t.adapters, logger: createLogger('silent'), now: () => NOW });

async function ownedHome(email: string): Promise<{ uuid: string; cookie: string }> {
  const owner = await insertUser(t, email, 'correct horse battery');
  const uuid = await insertProperty(t, workedExampleDeal(owner));
  return { uuid, cookie: await t.sessionCookie(email, 'correct horse battery') };
}

const dashboardOf = async (uuid: string, cookie: string) => {
  const answer = await t.gql<{ propertyDashboard: Record<string, any> }>(DASHBOARD, { uuid }, cookie);
  expect(answer.errors).toBeUndefined();
  return answer.data!.propertyDashboard;
};

describe('a same-day re-appraisal', () => {
  it('corrects the first value of the day, keeping it superseded, with an audit row', async () => {
    const { uuid, cookie } = await ownedHome('reappraised@example.com');
    const appraise = (value: string, reason: string) => runOps(['appraisal', uuid, '--value', value, '--by', 'ux-tester', '--reason', reason], work());

    expect(await appraise('672500', 'Full appraisal')).toEqual({
      exitCode: 0,
      lines: [`VALUATION: ${uuid} is worth $672500.00 as of 2026-11-23, by ux-tester.`],
    });
    expect(await appraise('655321.45', 'Typo in the square footage')).toEqual({
      exitCode: 0,
      lines: [`VALUATION: ${uuid} is worth $655321.45 as of 2026-11-23, correcting $672500.00 recorded earlier today, by ux-tester.`],
    });
    expect((await dashboardOf(uuid, cookie)).homeValue).toEqual({
      value: 655321.45,
      source: 'APPRAISAL',
      basis: 'an independent appraisal',
      asOf: '2026-11-23',
    });

    const valuations = await t.db('propertyValuations').where({ propertyUuid: uuid, source: 'APPRAISAL' }).orderBy('createdAt');
    expect(valuations.map((row) => [row.valueCents, row.supersededBy])).toEqual([
      [672500_00, valuations[1]!.uuid],
      [655321_45, null],
    ]);
    const audit = await t.db('propertyAuditEvents').where({ propertyUuid: uuid }).orderBy('createdAt').orderBy('event');
    expect(audit.map((row) => [row.event, row.actorName, row.reason])).toEqual([
      ['APPRAISAL_RECORDED', 'ux-tester', 'Full appraisal'],
      ['APPRAISAL_RECORDED', 'ux-tester', 'Typo in the square footage'],
      ['VALUATION_CORRECTED', 'ux-tester', 'Typo in the square footage'],
    ]);
    expect(audit[2]!.details).toMatchObject({ supersededValuationUuid: valuations[0]!.uuid, supersededValueCents: 672500_00, valueCents: 655321_45 });
  });

  it('records the same value again once, and a correction back to the first value', async () => {
    const { uuid, cookie } = await ownedHome('reappraised-back@example.com');
    const appraise = (value: string) => runOps(['appraisal', uuid, '--value', value, '--by', 'lee', '--reason', 'Appraisal'], work());
    await appraise('672500');
    expect((await appraise('672500')).lines).toEqual([`VALUATION: ${uuid} is worth $672500.00 as of 2026-11-23 (already recorded today).`]);
    await appraise('655321.45');
    expect((await appraise('672500')).exitCode).toBe(0);
    const dashboard = await dashboardOf(uuid, cookie);
    expect(dashboard.homeValue.value).toBe(672500);
    expect(dashboard.ledger.map((entry: { homeValue: number }) => entry.homeValue)).toEqual([672500, 655321.45, 672500]);
  });
});

describe("the homeowner's answers after staff commands", () => {
  it('never name the reviewer nor carry their note', async () => {
    const { uuid, cookie } = await ownedHome('private-reviewer@example.com');
    const reviewerWork = { ...work(), config: { ...t.config, FEATURE_DIRECT_EQUITY_TRANSACTIONS: true } };
    expect(
      (await runOps(['appraisal', uuid, '--value', '850000', '--by', 'ux-tester', '--reason', 'Comps from Elm St look high'], reviewerWork)).exitCode,
    ).toBe(0);
    expect(
      (
        await runOps(
          ['equity-transfer', uuid, '--kind', 'BUY_IN', '--amount', '1000', '--by', 'ux-tester', '--reason', 'Wire ref 4471 from Chase'],
          reviewerWork,
        )
      ).exitCode,
    ).toBe(0);

    const dashboard = await dashboardOf(uuid, cookie);
    expect(dashboard.homeValue.basis).toBe('an independent appraisal');
    expect(dashboard.ledger.map((entry: { description: string }) => entry.description)).toEqual([
      'Recorded by Roofline staff',
      'New home value, based on an independent appraisal',
    ]);
    const answer = JSON.stringify(dashboard);
    for (const internal of ['ux-tester', 'Comps from Elm St', 'Wire ref 4471', 'recorded by']) expect(answer).not.toContain(internal);
  });
});
