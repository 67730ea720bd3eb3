import { missingPurchaseAnswers, transitionPurchase, type PurchaseEvent } from '#core/purchase/index';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { PurchaseApplicationEvent } from '../../models/PurchaseApplicationEvent.js';
import type { ApplicationProduct } from '../application/product.js';
import type { ApplicationPayload } from '../application/payload.js';
import type { FieldError } from '../errors.js';
import { afterPurchaseChange } from './review.js';
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
  submit: {
    event: 'SUBMIT_APPLICATION',
    submittedAt: 'applicationSubmittedAt',
    refusals: (_ctx, application) => missingPurchaseAnswers(valuesOf(application)) as FieldError[],
  },
  uploads: { reviewStage: 'DOCUMENT_UPLOAD', moreDocumentsEvent: 'SUBMIT_ADDITIONAL_DOCUMENTS' },
  payloadKey: 'purchaseApplication',
  view: ({ application, party }) => toPurchaseApplicationView(application, party),
  // The pre-approval letter at CONTRACT_REVIEW, and the stage mail.
  afterChange: (ctx, change) => afterPurchaseChange(ctx, change),
};
