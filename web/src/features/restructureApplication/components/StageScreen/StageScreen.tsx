import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { DENIED_WITHOUT_CODE } from '#core/partnership/applicantStageReason';
import type { RestructureApplicationDetailsFragment, RestructureStage } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { LinkButton } from '#web/components/LinkButton/LinkButton';
import { browserContext } from '#web/lib/applicationStore';
import { DenialNotice, usePartnershipWaitlist } from '#web/features/partnership/index';
import { toClientRestructureApplication } from '../../model/clientApplication';
import { ContractViewer } from './ContractViewer';
import { toDenials } from '../../model/denials';
import { paymentAccountSummary } from '../../model/paymentAccountSummary';
import { DocumentsStep } from './DocumentsStep';
import { PaymentAccountStep } from './PaymentAccountStep';
import { RestructureReview } from '../RestructureReview/RestructureReview';
import { StageProgress } from './StageProgress';
import { TermSheet } from './TermSheet';
import { UnderwritingChecks } from './UnderwritingChecks';
import styles from './StageScreens.module.css';

/**
 * Stages where Roofline (a job or a reviewer) may act next, so the page checks back by itself:
 * the review runs from submission on (a denial can come before any upload), then the account
 * check and the inspection. An approval reaches contract review before its documents are
 * written, so the page also checks back until the option agreement is there to read.
 */
export function isWaitingOnRoofline(application: Pick<RestructureApplicationDetailsFragment, 'stage' | 'contractPageCount'>): boolean {
  if (application.stage === 'CONTRACT_REVIEW') return application.contractPageCount === null || application.contractPageCount === undefined;
  return application.stage === 'DOCUMENT_UPLOAD' || application.stage === 'ACCOUNT_VERIFICATION' || application.stage === 'INSPECTION';
}

const HEADLINES: Record<RestructureStage, { title: string; next: string }> = {
  APPROVAL: { title: 'Your application', next: 'Answer the questions and submit them for review.' },
  DOCUMENT_UPLOAD: { title: 'Upload your documents', next: 'Upload the documents below, then tell us you are done.' },
  APPROVAL_MORE_INFO: { title: 'We need a little more', next: 'Upload the documents the review asked for, then tell us you are done.' },
  CONTRACT_REVIEW: { title: 'Review your offer and contract', next: 'Read the option agreement to the last page and accept it.' },
  FINALIZE_RESTRUCTURE: { title: 'Choose your payment account', next: 'Tell us which account your monthly payments come from.' },
  ACCOUNT_VERIFICATION: {
    title: 'We are verifying your account',
    next: 'Nothing to do: we are confirming the account you gave us. This page updates by itself.',
  },
  INSPECTION: {
    title: 'Your home’s inspection',
    next: 'An inspector confirms the home’s condition and value. We will email you to arrange a visit; this page updates by itself.',
  },
  COMPLETED: { title: 'Your partnership is active', next: 'Everything is done. Your first monthly payment is drawn from your payment account next month.' },
  DENIED: { title: 'We can’t offer a partnership', next: 'The reason is below.' },
  EXPIRED: { title: 'This application has expired', next: 'Offers are open for a limited time. You can start a new application whenever you are ready.' },
};

/** Where the checks are news: while the review runs, on the contract they led to, and on a denial. */
const CHECKS_SHOWN: ReadonlySet<RestructureStage> = new Set(['DOCUMENT_UPLOAD', 'APPROVAL_MORE_INFO', 'CONTRACT_REVIEW', 'DENIED']);

/** After submission: where the application stands, what happens next, and the step's screen. */
export function StageScreen({ application }: { application: RestructureApplicationDetailsFragment }) {
  const partnershipWaitlist = usePartnershipWaitlist(application.prequalUuid);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stage = application.stage;
  // A new stage moves focus to its headline, so screen readers announce the change.
  useEffect(() => headingRef.current?.focus(), [stage]);
  const headline = HEADLINES[stage];
  const stoppedAt = application.stageHistory.at(-1)?.fromStage ?? null;
  const address = application.propertyLocation;
  const paymentAccount = paymentAccountSummary(application);

  return (
    <div className={styles.stage}>
      <section className={styles.card} aria-labelledby="stage-title">
        <p className={styles.kicker}>
          Partnership application
          {address?.streetName ? ` · ${[address.streetNumber, address.streetName].filter(Boolean).join(' ')}` : ''}
        </p>
        <StageProgress stage={stage} stoppedAt={stoppedAt} />
        {stage === 'COMPLETED' ? (
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
        ) : null}
        <h1 id="stage-title" ref={headingRef} tabIndex={-1} data-stage={stage}>
          {stage === 'DOCUMENT_UPLOAD' && application.uploadsCompletedAt ? 'We are reviewing your application' : headline.title}
        </h1>
        <p className={styles.lead}>
          {stage === 'DOCUMENT_UPLOAD' && application.uploadsCompletedAt
            ? 'Thanks, we have your documents. The review usually takes a few minutes; this page updates by itself.'
            : headline.next}
        </p>
      </section>

      {stage === 'DENIED' && application.denial ? <DenialNotice denials={toDenials([application.denial])} partnershipWaitlist={partnershipWaitlist} /> : null}
      {stage === 'DENIED' && !application.denial ? (
        <Alert title="The review could not approve this application">
          {/* Never a history entry's text: the customer wording comes from core, so no reviewer's note can show. */}
          <p>{DENIED_WITHOUT_CODE.RESTRUCTURE} Contact us if you would like to know more.</p>
        </Alert>
      ) : null}
      {stage === 'EXPIRED' ? (
        <p>
          <LinkButton to="/cash">See a new offer</LinkButton>
        </p>
      ) : null}
      {CHECKS_SHOWN.has(stage) ? <UnderwritingChecks checks={application.underwritingChecks} /> : null}
      {(stage === 'DOCUMENT_UPLOAD' && !application.uploadsCompletedAt) || stage === 'APPROVAL_MORE_INFO' ? <DocumentsStep application={application} /> : null}
      {stage === 'CONTRACT_REVIEW' ? (
        <>
          <TermSheet application={application} />
          <ContractViewer application={application} />
        </>
      ) : null}
      {stage === 'FINALIZE_RESTRUCTURE' ? <PaymentAccountStep uuid={application.uuid} /> : null}
      {paymentAccount && (stage === 'ACCOUNT_VERIFICATION' || stage === 'INSPECTION' || stage === 'COMPLETED') ? (
        <p className={styles.lead}>Payment account: {paymentAccount}</p>
      ) : null}
      {['FINALIZE_RESTRUCTURE', 'ACCOUNT_VERIFICATION', 'INSPECTION', 'COMPLETED'].includes(stage) ? <TermSheet application={application} /> : null}
      {stage === 'COMPLETED' ? (
        <p>
          <Link to="/profile">Go to your account</Link>
        </p>
      ) : null}
      <details className={styles.card}>
        <summary>Your answers</summary>
        <RestructureReview answers={toClientRestructureApplication(application).answers} context={browserContext()} offer={null} denials={[]} readOnly />
      </details>
    </div>
  );
}
