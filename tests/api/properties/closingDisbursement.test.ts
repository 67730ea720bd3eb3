import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPayoutProvider } from '#api/adapters/payouts/SandboxPayoutProvider';
import { reconcileProviderActions } from '#api/jobs/reconcileProviderActions';
import { runOps } from '#api/services/restructureApplication/index';
import { createTestApp, type TestApp } from '../harness.js';
import { DASHBOARD } from './support.js';
import { linkBankAccount } from './support.js';
import { applicationAtInspection, jobContextOf, passInspection, propertyOfApplication, recordingJobs, runJob, workOf } from './closingSupport.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CLOSING = `query ($uuid: UUID!) { propertyDashboard(uuid: $uuid) {
  ledger { kind amount description }
  closingDisbursement { amount status statusLabel message bankAccountLabel requestedAt }
} }`;

type Dashboard = {
  ledger: Array<{ kind: string; amount: number; description: string | null }>;
  closingDisbursement: { amount: number; status: string; statusLabel: string; message: string; bankAccountLabel: string | null } | null;
};

const dashboardOf = async (propertyUuid: string, cookie: string) => {
  const result = await t.gql<{ propertyDashboard: Dashboard }>(CLOSING, { uuid: propertyUuid }, cookie);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.propertyDashboard;
};

const keyOf = (applicationUuid: string) => `closing-disbursement:${applicationUuid}`;

describe('the cash at closing of a completed restructure', () => {
  it('is recorded with the completion, paid by its job to the account chosen at finalize, and shown on the dashboard', async () => {
    const owner = await applicationAtInspection(t, 'closing-paid@example.com', 'linked');
    const jobs = recordingJobs();
    await passInspection(workOf(t, jobs), owner.uuid);
    const propertyUuid = await propertyOfApplication(t, owner.uuid);

    // Committed with the completion: the payout, requested, to the chosen account, and its job.
    const [requested] = await t.db('payouts').where({ propertyUuid });
    expect(requested).toMatchObject({ idempotencyKey: keyOf(owner.uuid), status: 'REQUESTED', bankAccountLabel: 'First Platypus Bank checking •••• 0000' });
    expect(Number(requested.amountCents)).toBe(50_000_00);
    const chosen = await t.db('restructureApplications').where({ uuid: owner.uuid }).first();
    expect(requested.financialAccountUuid).toBe(chosen.paymentFinancialAccountUuid);
    expect(await dashboardOf(propertyUuid, owner.cookie)).toMatchObject({
      ledger: [],
      closingDisbursement: { amount: 50_000, status: 'REQUESTED', statusLabel: 'Requested', bankAccountLabel: 'First Platypus Bank checking •••• 0000' },
    });
    const queued = jobs.sent.filter((job) => job.name === 'send-closing-disbursement');
    expect(queued).toEqual([{ name: 'send-closing-disbursement', data: { payoutUuid: requested.uuid } }]);

    await runJob(t, queued[0]!);
    const [paid] = await t.db('payouts').where({ propertyUuid });
    expect(paid).toMatchObject({ uuid: requested.uuid, status: 'PAID' });
    expect((t.adapters.payouts as SandboxPayoutProvider).payoutsFor(keyOf(owner.uuid))).toEqual([
      { reference: paid.providerReference, amountCents: 50_000_00 },
    ]);
    const ledger = await t.db('propertyEquityLedger').where({ propertyUuid });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'CLOSING_DISBURSEMENT', idempotencyKey: keyOf(owner.uuid), payoutUuid: paid.uuid });
    expect(ledger[0].dpBefore).toBe(ledger[0].dpAfter);
    expect(await runOps(['ledger', 'verify', propertyUuid], workOf(t))).toMatchObject({ exitCode: 0 });

    const dashboard = await dashboardOf(propertyUuid, owner.cookie);
    expect(dashboard.ledger).toEqual([{ kind: 'CLOSING_DISBURSEMENT', amount: 50_000, description: 'To First Platypus Bank checking •••• 0000' }]);
    expect(dashboard.closingDisbursement).toMatchObject({ status: 'PAID', statusLabel: 'Paid', message: 'Your cash at closing is in your account.' });
    // The cash at closing counts once toward the lifetime cash-out: $100,000 of $150,000 is left.
    const full = await t.gql<{ propertyDashboard: { lifetimeCashOut: number; limits: { lifetimeCashOutRemaining: number } } }>(
      DASHBOARD,
      { uuid: propertyUuid },
      owner.cookie,
    );
    expect(full.data!.propertyDashboard).toMatchObject({ lifetimeCashOut: 50_000, limits: { lifetimeCashOutRemaining: 100_000 } });

    // The job run again (a retry) pays nothing more.
    await runJob(t, queued[0]!);
    expect((t.adapters.payouts as SandboxPayoutProvider).payoutsFor(keyOf(owner.uuid))).toHaveLength(1);
    expect(await t.db('propertyEquityLedger').where({ propertyUuid })).toHaveLength(1);
  });

  it('with an account entered by hand, is not sent and says what to do, then is paid once the owner links one', async () => {
    const owner = await applicationAtInspection(t, 'closing-hand-entered@example.com', 'hand-entered');
    const jobs = recordingJobs();
    await passInspection(workOf(t, jobs), owner.uuid);
    const propertyUuid = await propertyOfApplication(t, owner.uuid);

    expect(await t.db('payouts').where({ propertyUuid })).toMatchObject([{ status: 'FAILED', failureCode: 'account_required', financialAccountUuid: null }]);
    expect(jobs.sent.filter((job) => job.name === 'send-closing-disbursement')).toEqual([]);
    expect((await dashboardOf(propertyUuid, owner.cookie)).closingDisbursement).toEqual({
      amount: 50_000,
      status: 'FAILED',
      statusLabel: 'Not paid yet',
      message: 'Link and verify a bank account to receive your cash at closing; we send it within a few minutes of your linking one.',
      bankAccountLabel: null,
      requestedAt: expect.any(String),
    });
    // Nothing to pay yet: the reconciliation leaves it.
    await reconcileProviderActions.handle({}, jobContextOf(t));
    expect(await t.db('payouts').where({ propertyUuid })).toMatchObject([{ status: 'FAILED' }]);

    await linkBankAccount(t, owner.userUuid);
    await reconcileProviderActions.handle({}, jobContextOf(t));
    const [paid] = await t.db('payouts').where({ propertyUuid });
    expect(paid).toMatchObject({ status: 'PAID', failureCode: null, bankAccountLabel: 'First Platypus Bank checking •••• 0000' });
    expect((t.adapters.payouts as SandboxPayoutProvider).payoutsFor(keyOf(owner.uuid))).toHaveLength(1);
    expect(await t.db('propertyEquityLedger').where({ propertyUuid })).toMatchObject([{ kind: 'CLOSING_DISBURSEMENT', payoutUuid: paid.uuid }]);
    expect(await runOps(['ledger', 'verify', propertyUuid], workOf(t))).toMatchObject({ exitCode: 0 });
  });

  it('pays nothing for a deal with no cash at closing', async () => {
    const owner = await applicationAtInspection(t, 'closing-no-cash@example.com', 'linked');
    await t.db('restructureApplications').where({ uuid: owner.uuid }).update({ cashOutAmountCents: 0 });
    await passInspection(workOf(t), owner.uuid);
    const propertyUuid = await propertyOfApplication(t, owner.uuid);
    expect(await t.db('payouts').where({ propertyUuid })).toEqual([]);
    expect((await dashboardOf(propertyUuid, owner.cookie)).closingDisbursement).toBeNull();
  });
});
