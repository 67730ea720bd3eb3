import type { RestructureStage } from '#core/partnership/index';
import { DENIED_WITHOUT_CODE } from '#core/partnership/applicantStageReason';
import { RestructureApplication } from '../../models/RestructureApplication.js';
import { User } from '../../models/User.js';
import { denialMessage } from './eligibility.js';
import type { RestructureWork } from './work.js';
import { formatCents } from '#core/money/formatMoney';

// One message at each stage change, to the applicant, through the mail adapter (the outbox
// by default). The stage has changed either way: a failed message is logged, not retried.

const NEXT: Record<RestructureStage, { subject: string; body: (a: RestructureApplication) => string }> = {
  APPROVAL: { subject: 'Your partnership application', body: () => 'Your application is open.' },
  DOCUMENT_UPLOAD: {
    subject: 'We received your partnership application',
    body: () => 'Thank you. Next, upload the documents listed in your application; we review them as soon as you tell us you are done.',
  },
  APPROVAL_MORE_INFO: {
    subject: 'We need a little more for your partnership application',
    body: (a) => `To finish the review we need: ${a.missingDocuments.join(', ').replaceAll('_', ' ').toLowerCase()}. Upload them and tell us you are done.`,
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

export async function sendStageMail(work: RestructureWork, application: RestructureApplication): Promise<void> {
  try {
    const user = await User.query(work.db).findById(application.userUuid);
    if (!user) return;
    const link = `${work.origin ?? work.config.PUBLIC_ORIGIN ?? `http://localhost:${work.config.PORT}`}/application/partner/${application.uuid}`;
    const message = NEXT[application.stage];
    await work.adapters.mailer.send({
      to: user.email,
      subject: message.subject,
      text: `${user.firstName ? `Hello ${user.firstName},\n\n` : ''}${message.body(application)}\n\nSee where your application stands:\n${link}`,
      links: [link],
    });
  } catch (error) {
    work.logger.warn('restructure stage mail failed', {
      applicationUuid: application.uuid,
      stage: application.stage,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
