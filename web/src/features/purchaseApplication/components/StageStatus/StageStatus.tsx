import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '#core/documents/index';
import { missingPurchaseDocuments } from '#core/purchaseApplication/index';
import {
  AcceptPurchaseContractDocument,
  AcceptPurchaseOptionAgreementDocument,
  ApplicationDocumentsDocument,
  CompletePurchaseUploadsDocument,
  CreatePurchaseAgentLinkDocument,
  SubmitPurchaseAppraisalAndServicesDocument,
  ViewPurchaseContractPageDocument,
  type PurchaseApplication_ApplicationFragment,
} from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { ContractReview, PAGE_NOT_RECORDED } from '#web/components/ContractReview/ContractReview';
import { TextField } from '#web/components/TextField/TextField';
import { formatMoney } from '#web/lib/format';
import { DocumentUpload, UploadsDoneButton, UploadsInFlightProvider } from '#web/features/documents/index';
import { ExhibitCTable, FundsToCloseTable } from '../ExhibitCTable/ExhibitCTable';
import { AppraisalStatus } from './AppraisalStatus';
import { LinkedFunds } from '../LinkedFunds/LinkedFunds';
import { PaymentAccountChoice } from '../PaymentAccountChoice/PaymentAccountChoice';
import { PreApprovalLetterPreview } from '../PreApprovalLetterPreview/PreApprovalLetterPreview';
import { closedHomeDashboardPath, purchaseDownloadUrl, STAGE_STEPS, stepOf } from '../../model/purchaseLinks';
import { useFormatMoment } from '#web/lib/dates';
import styles from '../../model/PurchaseApplication.module.css';

type Application = PurchaseApplication_ApplicationFragment;

export function StageSteps({ stage }: { stage: string }) {
  const current = stepOf(stage);
  return (
    <ol className={styles.stageSteps} aria-label="Where your purchase stands">
      {STAGE_STEPS.map(([step, label]) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );
}

function Uploads({ application, types }: { application: Application; types: readonly string[] }) {
  return (
    <div className={styles.grid}>
      {types.map((type) => (
        <DocumentUpload
          key={type}
          applicationType="PURCHASE"
          applicationUuid={application.uuid}
          documentType={type as DocumentType}
          heading={DOCUMENT_TYPE_LABELS[type as DocumentType] ?? type}
        />
      ))}
    </div>
  );
}

function GeneratedDocuments({ application }: { application: Application }) {
  const generated = application.documents.filter((document) => document.isSystemUpload);
  if (!generated.length) return null;
  return (
    <ul className={styles.list} aria-label="Documents from Roofline">
      {generated.map((document) => (
        <li key={document.uuid} className={styles.listItem}>
          <span>{DOCUMENT_TYPE_LABELS[document.type as DocumentType] ?? document.name}</span>
          <a href={purchaseDownloadUrl(application.uuid, document.uuid)} download>
            Download {document.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function useStep(run: () => Promise<{ errors: Array<{ message: string }> } | undefined>) {
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const result = await run();
      setErrors((result?.errors ?? []).map((error) => error.message));
    } catch {
      setErrors(['Sorry, there was a problem. Please try again later.']);
    } finally {
      setBusy(false);
    }
  };
  return { go, busy, errors };
}

function Errors({ errors }: { errors: string[] }) {
  return errors.length ? (
    <Alert>
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </Alert>
  ) : null;
}

function DocumentsStage({ application }: { application: Application }) {
  const [complete] = useMutation(CompletePurchaseUploadsDocument);
  const step = useStep(async () => (await complete({ variables: { input: { uuid: application.uuid } } })).data?.completePurchaseUploads);
  const reviewing = application.stage === 'DOCUMENT_UPLOAD' && application.uploadsCompletedAt;
  // The upload widgets refresh this list as each file is kept, so a file still on its way counts as missing.
  const uploads = useQuery(ApplicationDocumentsDocument, { variables: { applicationType: 'PURCHASE', applicationUuid: application.uuid } });
  const stillNeeded = uploads.data
    ? missingPurchaseDocuments(application.missingDocuments as DocumentType[], uploads.data.applicationDocuments)
    : application.missingDocuments;
  return (
    <UploadsInFlightProvider>
      <section className={styles.panel} aria-labelledby="purchase-documents-title">
        <h2 id="purchase-documents-title">{application.stage === 'ADDITIONAL_DOCUMENT_UPLOAD' ? 'We need a few more documents' : 'Upload your documents'}</h2>
        {reviewing ? (
          <Alert tone="info" title="We’re reviewing your documents">
            This page updates by itself when the review is done.
          </Alert>
        ) : (
          <p className={styles.lead}>Upload each document below, then tell us you’re done and we review your application.</p>
        )}
        {stillNeeded.length && !reviewing ? (
          <Alert tone="info">Still needed: {stillNeeded.map((type) => DOCUMENT_TYPE_LABELS[type as DocumentType] ?? type).join(', ')}.</Alert>
        ) : null}
        <Uploads application={application} types={application.requiredDocuments} />
        <Errors errors={step.errors} />
        {application.party === 'APPLICANT' && !reviewing ? (
          <div className={styles.actions}>
            <UploadsDoneButton busy={step.busy} disabled={stillNeeded.length > 0} onClick={() => void step.go()}>
              I’ve uploaded everything
            </UploadsDoneButton>
          </div>
        ) : null}
      </section>
    </UploadsInFlightProvider>
  );
}

function PreApprovalStage({ application }: { application: Application }) {
  const [accept] = useMutation(AcceptPurchaseContractDocument);
  const step = useStep(async () => (await accept({ variables: { input: { uuid: application.uuid } } })).data?.acceptPurchaseContract);
  return (
    <section className={styles.panel} aria-labelledby="purchase-preapproval-title">
      <h2 id="purchase-preapproval-title">You’re pre-approved</h2>
      <PreApprovalLetterPreview application={application} />
      <Errors errors={step.errors} />
      {application.party === 'APPLICANT' ? (
        <div className={styles.actions}>
          <Button type="button" busy={step.busy} onClick={step.go}>
            Accept the terms and start making offers
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function AppraisalStage({ application }: { application: Application }) {
  const [submit] = useMutation(SubmitPurchaseAppraisalAndServicesDocument);
  const step = useStep(async () => (await submit({ variables: { input: { uuid: application.uuid } } })).data?.submitPurchaseAppraisalAndServices);
  return (
    <section className={styles.panel} aria-labelledby="purchase-appraisal-title">
      <h2 id="purchase-appraisal-title">Appraisal and services</h2>
      <p className={styles.lead}>
        An independent appraiser values the home; Roofline’s share is priced at the lower of the price and the appraisal. Meanwhile, upload the title report,
        appraisal, inspection and the seller’s disclosures.
      </p>
      <AppraisalStatus uuid={application.uuid} />
      <Uploads application={application} types={application.requiredDocuments} />
      {application.party === 'APPLICANT' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void step.go();
          }}
          noValidate
        >
          <Errors errors={step.errors} />
          <div className={styles.actions}>
            <Link to="/purchase/offers">Back to offers</Link>
            <Button type="submit" busy={step.busy}>
              Go to closing
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

/**
 * The option agreement at CLOSING, with the partnership's contract review: the applicant reads
 * every page and accepts it, then the closing is recorded; the co-applicant reads it only.
 */
function OptionAgreementReview({ application }: { application: Application }) {
  const [viewPage] = useMutation(ViewPurchaseContractPageDocument);
  const [accept] = useMutation(AcceptPurchaseOptionAgreementDocument);
  const formatMoment = useFormatMoment();
  const step = useStep(async () => (await accept({ variables: { input: { uuid: application.uuid } } })).data?.acceptPurchaseOptionAgreement);
  const uuid = application.uuid;
  const applicant = application.party === 'APPLICANT';
  const onViewPage = useCallback(
    async (page: number) => {
      const result = await viewPage({ variables: { input: { uuid, page } } });
      return result.data ? (result.data.viewPurchaseContractPage.errors[0]?.message ?? null) : PAGE_NOT_RECORDED;
    },
    [uuid, viewPage],
  );
  if (application.optionAgreementAcceptedAt) {
    return (
      <Alert tone="success" title={applicant ? 'You accepted the option agreement' : 'The option agreement is accepted'}>
        <p>
          {applicant ? 'You accepted' : 'The applicant accepted'} it on {formatMoment(application.optionAgreementAcceptedAt, 'longMoment')}. We’re recording
          your closing: this page updates by itself when it’s done.
        </p>
      </Alert>
    );
  }
  if (!application.contractPageCount) {
    return (
      <Alert tone="info" title="Your option agreement is being prepared">
        This page updates by itself when it’s ready to read.
      </Alert>
    );
  }
  const agreement = application.documents.find((document) => document.type === 'OPTION_AGREEMENT' && document.isSystemUpload);
  return (
    <ContractReview
      lead={
        applicant
          ? 'Read each page, then accept the agreement. Nothing is signed until you do, and your purchase closes once you have.'
          : 'Read each page of the agreement for your purchase.'
      }
      pages={application.contractPages}
      pageCount={application.contractPageCount}
      downloadUrl={agreement ? purchaseDownloadUrl(uuid, agreement.uuid) : null}
      onViewPage={applicant ? onViewPage : undefined}
      acceptance={
        applicant
          ? {
              read: Boolean(application.optionAgreementViewedAt),
              busy: step.busy,
              errors: step.errors.map((message) => ({ code: message, message })),
              onAccept: () => void step.go(),
            }
          : undefined
      }
      readOnlyNote="The applicant accepts the option agreement for both of you; the purchase closes once they have."
    />
  );
}

function ClosingStage({ application }: { application: Application }) {
  return (
    <section className={styles.panel} aria-labelledby="purchase-closing-title">
      <h2 id="purchase-closing-title">{application.stage === 'CLOSED' ? 'Your purchase has closed' : 'Ready to close'}</h2>
      {application.stage === 'CLOSED' ? (
        <Alert tone="success">
          Welcome home.{' '}
          {application.propertyUuid ? <Link to={closedHomeDashboardPath(application.propertyUuid, application.party)}>Your dashboard</Link> : 'Your dashboard'}{' '}
          shows your share and payments.
        </Alert>
      ) : (
        <p className={styles.lead}>Here is the final Exhibit C of your option agreement, what to bring to closing, and the agreement to accept.</p>
      )}
      {application.exhibitCFields ? <ExhibitCTable fields={application.exhibitCFields} caption="Final Exhibit C" /> : null}
      {application.fundsToClose ? <FundsToCloseTable funds={application.fundsToClose} /> : null}
      {application.stage === 'CLOSING' ? <OptionAgreementReview application={application} /> : null}
      <GeneratedDocuments application={application} />
    </section>
  );
}

/** Stages in which the applicant links the accounts that fund the purchase. */
const FUNDING_STAGES = new Set(['DOCUMENT_UPLOAD', 'ADDITIONAL_DOCUMENT_UPLOAD', 'CONTRACT_REVIEW', 'MY_OFFERS', 'APPRAISAL_AND_SERVICES']);

function AgentLink({ application }: { application: Application }) {
  const [create] = useMutation(CreatePurchaseAgentLinkDocument);
  const [url, setUrl] = useState<string | null>(null);
  const step = useStep(async () => {
    const result = (await create({ variables: { input: { uuid: application.uuid } } })).data?.createPurchaseAgentLink;
    if (result?.url) setUrl(result.url);
    return result;
  });
  if (application.party !== 'APPLICANT' || !application.applicationValues.hasAgent) return null;
  return (
    <section className={styles.panel} aria-labelledby="purchase-agent-title">
      <h2 id="purchase-agent-title">Share your status with your agent</h2>
      <p className={styles.lead}>
        Your agent sees where your purchase stands and your pre-approval, nothing else, with no account. A new link replaces the last one.
      </p>
      {url ? <TextField label="Your agent’s link" value={url} readOnly onFocus={(e) => e.currentTarget.select()} /> : null}
      <Errors errors={step.errors} />
      <Button type="button" variant="secondary" busy={step.busy} onClick={step.go}>
        {url ? 'Make a new link' : 'Make a link for my agent'}
      </Button>
    </section>
  );
}

/** Where the purchase stands after submission, and the step each stage asks for. */
export function StageStatus({ application }: { application: Application }) {
  const stage = application.stage;
  return (
    <>
      <StageSteps stage={stage} />
      {stage === 'DOCUMENT_UPLOAD' || stage === 'ADDITIONAL_DOCUMENT_UPLOAD' ? <DocumentsStage application={application} /> : null}
      {stage === 'CONTRACT_REVIEW' ? <PreApprovalStage application={application} /> : null}
      {stage === 'MY_OFFERS' ? (
        <section className={styles.panel} aria-labelledby="purchase-offers-title">
          <h2 id="purchase-offers-title">Make offers</h2>
          <p className={styles.lead}>
            You’re pre-approved up to {formatMoney(application.preApprovalAmount ?? 0)}. Record your offers and the one the seller accepts; we show the figures
            before you commit.
          </p>
          <Link to="/purchase/offers">Go to my offers</Link>
          <GeneratedDocuments application={application} />
        </section>
      ) : null}
      {stage === 'APPRAISAL_AND_SERVICES' ? <AppraisalStage application={application} /> : null}
      {stage === 'CLOSING' || stage === 'CLOSED' ? <ClosingStage application={application} /> : null}
      {application.party === 'APPLICANT' && FUNDING_STAGES.has(stage) ? <LinkedFunds applicationUuid={application.uuid} /> : null}
      {application.party === 'APPLICANT' && (stage === 'CLOSING' || stage === 'CLOSED') ? (
        <PaymentAccountChoice applicationUuid={application.uuid} chosen={application.paymentBankAccountId ?? null} />
      ) : null}
      {stage === 'DENIED' ? (
        <Alert title="We can’t partner on this purchase">{application.denial?.message ?? 'We are not able to partner on this purchase.'}</Alert>
      ) : null}
      {stage === 'EXPIRED' ? (
        <Alert tone="info" title="This application has expired">
          You can start a new one at any time.
        </Alert>
      ) : null}
      <AgentLink application={application} />
    </>
  );
}
