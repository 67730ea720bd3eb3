import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPayoutProvider } from '#api/adapters/payouts/SandboxPayoutProvider';
import { reconcileProviderActions } from '#api/jobs/reconcileProviderActions';
import { sendClosingDisbursement } from '#api/services/properties/closingDisbursement';
import { unfinishedActionOn, type ProviderActionFault } from '#api/services/properties/providerActions';
import { runOps } from '#api/services/restructureApplication/index';
import { createTestApp, type TestApp } from '../harness.js';
import { applicationAtInspection, jobContextOf, passInspection, propertyOfApplication, recordingJobs, runJob, workOf } from './closingSupport.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a killed server leaves: the work stops at the point, and an open transaction rolls back. */
class ProcessDied extends Error {}

const inMinutes = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

describe('a server killed in the middle of paying the cash at closing', () => {
  it.each<ProviderActionFault>(['afterPendingCommit', 'afterProviderCall', 'beforeCompletionCommit'])(
    'killed %s: after a restart the cash at closing was paid once, with one ledger row',
    async (point) => {
      const owner = await applicationAtInspection(t, `closing-killed-${point}@example.com`, 'linked');
      const jobs = recordingJobs();
      await passInspection(workOf(t, jobs), owner.uuid);
      const propertyUuid = await propertyOfApplication(t, owner.uuid);
      const key = `closing-disbursement:${owner.uuid}`;
      const [job] = jobs.sent.filter((sent) => sent.name === 'send-closing-disbursement');

      // The completion committed; the server dies before its job runs, or while the job pays.
      if (point !== 'afterPendingCommit') {
        const dying = sendClosingDisbursement(
          {
            db: t.db,
            adapters: t.adapters,
            config: t.config,
            faults: (reached) => {
              if (reached === point) throw new ProcessDied(point);
            },
          },
          job!.data.payoutUuid as string,
        );
        await expect(dying).rejects.toBeInstanceOf(ProcessDied);
      }
      expect(await t.db('payouts').where({ propertyUuid })).toMatchObject([{ status: 'REQUESTED' }]);
      expect(await t.db('propertyEquityLedger').where({ propertyUuid })).toEqual([]);

      // The restarted server's reconciliation job, minutes on, sends it again with its key, and the queued job runs too.
      await reconcileProviderActions.handle({}, jobContextOf(t, inMinutes(2)));
      await runJob(t, job!);
      await reconcileProviderActions.handle({}, jobContextOf(t, inMinutes(20)));

      const payouts = await t.db('payouts').where({ propertyUuid });
      expect(payouts).toMatchObject([{ status: 'PAID', idempotencyKey: key }]);
      const atProvider = (t.adapters.payouts as SandboxPayoutProvider).payoutsFor(key);
      expect(atProvider).toEqual([{ reference: payouts[0].providerReference, amountCents: 50_000_00 }]);
      const ledger = await t.db('propertyEquityLedger').where({ propertyUuid });
      expect(ledger).toMatchObject([{ kind: 'CLOSING_DISBURSEMENT', idempotencyKey: key, payoutUuid: payouts[0].uuid }]);
      // The ledger equals the provider: the one row is the one amount moved.
      expect(Number(ledger[0].amountCents)).toBe(atProvider[0]!.amountCents);
      expect(await runOps(['ledger', 'verify', propertyUuid], workOf(t))).toMatchObject({ exitCode: 0 });
    },
  );

  it("does not make the home's first buy-in or cash-out wait for the cash at closing", async () => {
    const owner = await applicationAtInspection(t, 'closing-does-not-block@example.com', 'linked');
    await passInspection(workOf(t), owner.uuid);
    const propertyUuid = await propertyOfApplication(t, owner.uuid);
    expect(await t.db('payouts').where({ propertyUuid })).toMatchObject([{ status: 'REQUESTED' }]);
    expect(await t.db.transaction((trx) => unfinishedActionOn(trx, propertyUuid))).toBe(false);
  });
});
