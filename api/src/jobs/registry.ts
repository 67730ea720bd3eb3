import type { JobDefinition } from './JobDefinition.js';
import { purgeExpiredRecords } from './purgeExpiredRecords.js';
import { purgeExpiredIdempotencyKeys } from './purgeExpiredIdempotencyKeys.js';
import { purgeExpiredQuotes } from './purgeExpiredQuotes.js';
import { reviewRestructureApplication } from './reviewRestructureApplication.js';
import { verifyRestructureAccount } from './verifyRestructureAccount.js';
import { reviewBankAccountDocument } from './reviewBankAccountDocument.js';
import { expireRestructureApplications } from './expireRestructureApplications.js';
import { reviewPurchaseApplication } from './reviewPurchaseApplication.js';
import { closePurchaseApplication } from './closePurchaseApplication.js';
import { expirePurchaseApplications } from './expirePurchaseApplications.js';
import { sendPropertyInvitations } from './sendPropertyInvitations.js';
import { monthlyPropertyCharges } from './monthlyPropertyCharges.js';
import { refreshPropertyValuations } from './refreshPropertyValuations.js';
import { sendPasswordResetMail } from './sendPasswordResetMail.js';
import { applyPaymentEvent } from './applyPaymentEvent.js';
import { reconcileProviderActions } from './reconcileProviderActions.js';
import { sendClosingDisbursement } from './sendClosingDisbursement.js';
import { pruneDeliveredHistory } from './pruneDeliveredHistory.js';

/** Every kind of background work the app runs. Add a job by adding it to this list. */
export const jobDefinitions: JobDefinition<any>[] = [
  purgeExpiredRecords,
  purgeExpiredIdempotencyKeys,
  purgeExpiredQuotes,
  reviewRestructureApplication,
  verifyRestructureAccount,
  reviewBankAccountDocument,
  expireRestructureApplications,
  reviewPurchaseApplication,
  closePurchaseApplication,
  expirePurchaseApplications,
  sendPropertyInvitations,
  monthlyPropertyCharges,
  refreshPropertyValuations,
  sendPasswordResetMail,
  applyPaymentEvent,
  reconcileProviderActions,
  sendClosingDisbursement,
  pruneDeliveredHistory,
];
