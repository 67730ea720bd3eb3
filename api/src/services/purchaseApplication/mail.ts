import type { PurchaseStage } from '#core/purchaseApplication/index';
import { formatCents } from '#core/partnership/formatCents';
import { DENIAL_TEXT, type DenialCode } from '#core/partnership/index';
import { DENIED_WITHOUT_CODE } from '#core/partnership/applicantStageReason';
import type { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { linkTo, mailApplicant, moreDocumentsBody, sendStageMail, type ProductMail } from '../application/stageMail.js';
import { fundsToCloseOf } from './figures.js';
import type { PurchaseWork } from './work.js';

// The purchase's words at each stage change, the appraisal's mail and the co-applicant's
// invitation; the application workflow sends them (a failed message is logged; the change stands).

const NEXT: Record<PurchaseStage, { subject: string; body: (a: PurchaseApplication) => string }> = {
  APPLICATION: { subject: 'Your partner purchase application', body: () => 'Your application is open.' },
  DOCUMENT_UPLOAD: {
    subject: 'We received your partner purchase application',
    body: () => 'Thank you. Next, upload the documents listed in your application and tell us you are done.',
  },
  ADDITIONAL_DOCUMENT_UPLOAD: {
    subject: 'We need a little more for your partner purchase',
    body: moreDocumentsBody,
  },
  CONTRACT_REVIEW: {
    subject: 'You are pre-approved',
    body: (a) =>
      `You are pre-approved for a partner purchase up to ${formatCents(a.preApprovalAmountCents ?? 0)}. Your pre-approval letter is in your application.`,
  },
  MY_OFFERS: { subject: 'Time to make offers', body: () => 'Record your offers in Roofline and upload the purchase agreement once one is accepted.' },
  APPRAISAL_AND_SERVICES: {
    subject: 'Your offer is in: appraisal and services next',
    body: () =>
      'We have ordered the appraisal of the home; it shows in your application when it arrives. Meanwhile, upload the title report, appraisal, inspection and disclosures.',
  },
  CLOSING: {
    subject: 'Your purchase is ready to close',
    body: () => 'Your option agreement with the final Exhibit C and your funds to close are in your application.',
  },
  CLOSED: { subject: 'Welcome home', body: () => 'Your partner purchase has closed. Your dashboard shows your share and payments.' },
  DENIED: {
    subject: 'About your partner purchase application',
    body: (a) => (a.denialCode ? DENIAL_TEXT[a.denialCode as DenialCode].message : DENIED_WITHOUT_CODE.PURCHASE),
  },
  EXPIRED: { subject: 'Your partner purchase application has expired', body: () => 'Your application expired. You can start a new one at any time.' },
};

const PURCHASE_MAIL: ProductMail<PurchaseApplication> = { kind: 'purchase', page: '/application/purchase/', stands: 'your purchase', stages: NEXT };

export const sendPurchaseStageMail = (work: PurchaseWork, application: PurchaseApplication) => sendStageMail(work, PURCHASE_MAIL, application);

/** The appraiser's value arrived (or was corrected): the value, and that closing is priced at the lower of it and the price. */
export async function sendPurchaseAppraisalMail(work: PurchaseWork, application: PurchaseApplication, corrected: boolean): Promise<void> {
  const value = formatCents(application.appraisedValueCents ?? 0);
  const gap = fundsToCloseOf(application)?.appraisalGapCents ?? 0;
  const body = `The home appraised at ${value}. Roofline's share is priced at the lower of the contract price and the appraisal${
    gap > 0 ? `, so you pay the ${formatCents(gap)} above the appraisal in cash at closing` : ''
  }. Once the services' documents are uploaded, go on to closing.`;
  await mailApplicant(work, PURCHASE_MAIL, application, { subject: corrected ? 'Your appraisal was updated' : 'Your appraisal is in', body }, 'appraisal');
}

/** The co-applicant's invitation: a link that joins them to the application once they sign in. */
export async function sendCoApplicantInvitation(
  work: PurchaseWork,
  application: PurchaseApplication,
  to: string,
  inviterName: string,
  token: string,
): Promise<void> {
  const link = linkTo(work, `/purchase/invitation/${application.uuid}?token=${encodeURIComponent(token)}`);
  try {
    await work.adapters.mailer.send({
      to,
      subject: `${inviterName} invited you to buy a home with Roofline`,
      text: `${inviterName} named you as the co-applicant on a partner purchase application. Sign in or create your account with this email address, then answer your own questions:\n${link}`,
      links: [link],
    });
  } catch (error) {
    work.logger.warn('purchase invitation mail failed', { applicationUuid: application.uuid, error: error instanceof Error ? error.message : String(error) });
  }
}
