import type { RestructureStage } from '#core/partnership/index';
import { DENIED_WITHOUT_CODE } from '#core/partnership/applicantStageReason';
import type { RestructureApplication } from '../../models/RestructureApplication.js';
import { moreDocumentsBody, sendStageMail as sendProductStageMail, type ProductMail } from '../application/stageMail.js';
import { denialMessage } from './eligibility.js';
import type { RestructureWork } from './work.js';
import { formatCents } from '#core/money/formatMoney';

// The partnership's words at each stage change; the application workflow sends them.

const NEXT: Record<RestructureStage, { subject: string; body: (a: RestructureApplication) => string }> = {
  APPROVAL: { subject: 'Your partnership application', body: () => 'Your application is open.' },
  DOCUMENT_UPLOAD: {
    subject: 'We received your partnership application',
    body: () => 'Thank you. Next, upload the documents listed in your application; we review them as soon as you tell us you are done.',
  },
  APPROVAL_MORE_INFO: {
    subject: 'We need a little more for your partnership application',
    body: moreDocumentsBody,
  },
  CONTRACT_REVIEW: {
    subject: 'Your partnership is approved',
    body: (a) =>
      `Your partnership is approved: ${a.approvedCashOutAmountCents !== null ? `${formatCents(a.approvedCashOutAmountCents)} in cash, ` : ''}a monthly payment of ${formatCents(a.monthlyPaymentCents ?? 0)}. Next, read and accept the option agreement.`,
  },
  FINALIZE_RESTRUCTURE: { subject: 'You accepted the option agreement', body: () => 'Next, choose the bank account your monthly payments come from.' },
  ACCOUNT_VERIFICATION: {
    subject: 'We are verifying your bank account',
    body: () => 'We are verifying the bank account you chose. We will let you know when it is done.',
  },
  INSPECTION: {
    subject: 'Your home inspection is next',
    body: () => 'Your bank account is verified. Next, an inspector will visit the home; we will be in touch to arrange a time.',
  },
  COMPLETED: {
    subject: 'Your partnership is active',
    body: () => 'The inspection is done and your partnership is active. Your dashboard shows your share and payments.',
  },
  DENIED: {
    subject: 'About your partnership application',
    body: (a) => (a.denialCode ? denialMessage(a.denialCode as never) : DENIED_WITHOUT_CODE.RESTRUCTURE),
  },
  EXPIRED: {
    subject: 'Your partnership application has expired',
    body: () => 'Your application expired before it was signed. You can start a new one at any time.',
  },
};

const RESTRUCTURE_MAIL: ProductMail<RestructureApplication> = { kind: 'restructure', page: '/application/partner/', stands: 'your application', stages: NEXT };

export const sendStageMail = (work: RestructureWork, application: RestructureApplication) => sendProductStageMail(work, RESTRUCTURE_MAIL, application);
