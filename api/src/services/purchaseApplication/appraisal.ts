import { appraisalRecordingRefusal, APPRAISAL_STAGE } from '#core/purchaseApplication/index';
import { SandboxAppraiser } from '../../adapters/valuation/SandboxAppraiser.js';
import type { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { PurchaseAppraisal } from '../../models/PurchaseAppraisal.js';
import { dealFigures } from './figures.js';
import { sendPurchaseAppraisalMail } from './mail.js';
import { lockPurchaseApplication, type PurchaseActor } from './stageChange.js';
import { valuesOf } from './values.js';
import type { PurchaseWork } from './work.js';

// The appraisal of the accepted offer's home: an appraiser's value, recorded by staff
// (`npm run ops -- purchase appraisal`) or by the appraisal vendor's sandbox, never by the buyer.

export type AppraisalRecorded =
  | { ok: true; application: PurchaseApplication; appraisal: PurchaseAppraisal; previousValueCents: number | null }
  | { ok: false; code: 'NOT_FOUND' | 'STAGE_TRANSITION_NOT_ALLOWED' | 'ALREADY_RECEIVED'; message: string };

/**
 * Records an appraiser's value at APPRAISAL_AND_SERVICES with its audit row, in one transaction;
 * a later value replaces an earlier one (both rows stay). Exhibit C is recomputed at the lower
 * of the contract price and the appraisal, so the buyer sees the figures closing will use.
 */
export async function recordPurchaseAppraisal(
  work: PurchaseWork,
  uuid: string,
  valueCents: number,
  by: PurchaseActor & { actor: 'REVIEWER' | 'SYSTEM' },
  reason: string | null,
  options: { unlessReceived?: boolean } = {},
): Promise<AppraisalRecorded> {
  const result = await work.db.transaction(async (trx): Promise<AppraisalRecorded> => {
    const application = await lockPurchaseApplication(trx, uuid);
    if (!application) return { ok: false, code: 'NOT_FOUND', message: `There is no purchase application ${uuid}.` };
    const refusal = appraisalRecordingRefusal(application.stage);
    if (refusal) return { ok: false, code: 'STAGE_TRANSITION_NOT_ALLOWED', message: refusal };
    // The sandbox's report never replaces a value staff recorded in the meantime.
    if (options.unlessReceived && application.appraisalReceivedAt) return { ok: false, code: 'ALREADY_RECEIVED', message: 'An appraisal is already in.' };
    const now = work.now();
    const appraisal = await PurchaseAppraisal.query(trx).insertAndFetch({
      applicationUuid: uuid,
      valueCents,
      actor: by.actor,
      actorName: by.name,
      reason,
      createdAt: now,
    });
    const figures = dealFigures(application, work.config, { contractPriceCents: application.contractPriceCents, appraisedValueCents: valueCents }, now);
    const previousValueCents = application.appraisedValueCents;
    const updated = await application.$query(trx).patchAndFetch({
      appraisedValueCents: valueCents,
      appraisalReceivedAt: now,
      ...(figures ? { exhibitC: figures.exhibitC } : {}),
      updatedAt: now,
    });
    return { ok: true, application: updated, appraisal, previousValueCents };
  });
  work.logger.info('purchase appraisal', { applicationUuid: uuid, by: by.name, outcome: result.ok ? 'recorded' : result.code });
  if (result.ok) await sendPurchaseAppraisalMail(work, result.application, result.previousValueCents !== null);
  return result;
}

const sandboxAppraiser = new SandboxAppraiser();

/**
 * Sandbox underwriting's appraisal: when the accepted offer goes to appraisal, the vendor's
 * sandbox reports at once and its value is recorded as the system's. Does nothing outside
 * sandbox mode (staff record the appraiser's report) or once a value is in.
 */
export async function runSandboxAppraisal(work: PurchaseWork, application: PurchaseApplication): Promise<AppraisalRecorded | null> {
  if (work.config.UNDERWRITING_MODE !== 'sandbox') return null;
  if (application.stage !== APPRAISAL_STAGE || application.appraisalReceivedAt || !application.contractPriceCents) return null;
  const report = await sandboxAppraiser.order({
    applicationUuid: application.uuid,
    address: valuesOf(application).propertyAddress ?? '',
    contractPriceCents: application.contractPriceCents,
  });
  return recordPurchaseAppraisal(
    work,
    application.uuid,
    report.valueCents,
    { actor: 'SYSTEM', name: report.appraiser },
    'Appraisal report received (sandbox)',
    {
      unlessReceived: true,
    },
  );
}
