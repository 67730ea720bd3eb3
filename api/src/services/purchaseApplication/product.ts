import { missingPurchaseAnswers, transitionPurchase, type PurchaseEvent } from '#core/purchaseApplication/index';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { PurchaseApplicationEvent } from '../../models/PurchaseApplicationEvent.js';
import type { ApplicationProduct } from '../application/product.js';
import type { ApplicationPayload } from '../application/payload.js';
import type { FieldError } from '../errors.js';
import { runSandboxAppraisal } from './appraisal.js';
import { writePreApprovalLetter } from './documents.js';
import { sendPurchaseStageMail } from './mail.js';
import { missingPurchaseDocumentsOf } from './review.js';
import { changePurchaseStage } from './stageChange.js';
import { valuesOf } from './values.js';
import { toPurchaseApplicationView, type PurchaseApplicationView } from './view.js';
import { PURCHASE_REVIEW_JOB } from './work.js';

type PurchaseTypes = {
  application: PurchaseApplication;
  event: PurchaseEvent;
  auditRow: PurchaseApplicationEvent;
  view: PurchaseApplicationView;
  key: 'purchaseApplication';
};

export type PurchaseApplicationPayload = ApplicationPayload<PurchaseTypes>;

/** The partner purchase as the application workflow runs it: the applicant and a co-applicant with their own login. */
export const PURCHASE: ApplicationProduct<PurchaseTypes> = {
  kind: 'purchase',
  name: 'PURCHASE',
  noun: 'Purchase application',
  model: PurchaseApplication,
  auditRows: PurchaseApplicationEvent,
  coApplicantColumn: 'coApplicantUserUuid',
  transition: transitionPurchase,
  changeStage: changePurchaseStage,
  reviewJob: PURCHASE_REVIEW_JOB,
  denyEvent: 'DENY',
  documents: { requestEvent: 'REQUEST_ADDITIONAL_DOCUMENTS', missing: (db, application) => missingPurchaseDocumentsOf(db, application) },
  submit: {
    event: 'SUBMIT_APPLICATION',
    submittedAt: 'applicationSubmittedAt',
    refusals: (_ctx, application) => missingPurchaseAnswers(valuesOf(application)) as FieldError[],
  },
  uploads: { reviewStage: 'DOCUMENT_UPLOAD', moreDocumentsEvent: 'SUBMIT_ADDITIONAL_DOCUMENTS' },
  payloadKey: 'purchaseApplication',
  view: ({ application, party }) => toPurchaseApplicationView(application, party),
  // The letter of a pre-approval, the sandbox's appraisal as the offer goes to appraisal, then the mail.
  afterChange: async (work, { application, event }) => {
    if (application.stage === 'CONTRACT_REVIEW') await writePreApprovalLetter(work.db, work.adapters.documentStore, application.uuid);
    // A failed order leaves the appraisal for staff to record.
    if (event.event === 'SUBMIT_OFFERS')
      await runSandboxAppraisal(work, application).catch((error: unknown) =>
        work.logger.error('sandbox appraisal failed', { applicationUuid: application.uuid, error: String(error) }),
      );
    await sendPurchaseStageMail(work, application);
  },
  finishApproval: async (work, application) => {
    if (application.stage === 'CONTRACT_REVIEW') await writePreApprovalLetter(work.db, work.adapters.documentStore, application.uuid);
  },
};
