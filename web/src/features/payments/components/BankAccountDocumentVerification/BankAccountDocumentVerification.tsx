import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { bankLinkMessages } from '#core/bankLinks/messages';
import {
  BANK_ACCOUNT_DOCUMENT_LABELS,
  BANK_ACCOUNT_DOCUMENT_TYPES,
  bankAccountDocumentMessages,
  type BankAccountDocumentType,
} from '#core/payments/bankAccountDocumentReview';
import { ApplicationDocumentsDocument, BankAccountDocumentReviewDocument, SendBankAccountDocumentDocument, type BankLinkApplicationType } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadFailure } from '#web/components/LoadFailure/LoadFailure';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { DocumentUpload } from '#web/features/documents';
import styles from './BankAccountDocumentVerification.module.css';

/** How often a document under review is asked after (the sandbox decides within seconds). */
export const REVIEW_POLL_MS = 2000;

export interface BankAccountDocumentVerificationProps {
  applicationType: BankLinkApplicationType;
  applicationUuid: string;
  financialItemUuid: string;
  /** The bank's name, for the labels of this account's controls. */
  name: string;
  /** The document was approved while the applicant watched: the account list shows it verified. */
  onVerified?: () => void;
}

/**
 * §3.219: an account that linking did not verify is verified with a voided check or a bank
 * statement: the applicant chooses which, uploads it, and sends it for review; the screen says
 * it is being reviewed, then verified, or refused with the reviewer's reason (and another may be sent).
 */
export function BankAccountDocumentVerification({
  applicationType,
  applicationUuid,
  financialItemUuid,
  name,
  onVerified,
}: BankAccountDocumentVerificationProps) {
  const id = useId();
  const review = useQuery(BankAccountDocumentReviewDocument, { variables: { financialItemUuid } });
  const documents = useQuery(ApplicationDocumentsDocument, { variables: { applicationType, applicationUuid } });
  const [sendDocument, sending] = useMutation(SendBankAccountDocumentDocument);
  const [open, setOpen] = useState(false);
  const [documentType, setDocumentType] = useState<BankAccountDocumentType>('VOIDED_CHECK');
  const [refusal, setRefusal] = useState<string | null>(null);
  const status = review.data?.bankAccountDocumentReview?.status;
  const { startPolling, stopPolling } = review;
  const watched = useRef(status);

  useEffect(() => {
    if (status === 'PENDING') startPolling(REVIEW_POLL_MS);
    else stopPolling();
    if (watched.current === 'PENDING' && status === 'VERIFIED') onVerified?.();
    watched.current = status;
    return stopPolling;
  }, [status, startPolling, stopPolling, onVerified]);

  if (review.loading && !review.data) return <LoadingPlaceholder label="Loading how this account is verified…" />;
  if (review.error || !review.data) return <LoadFailure what="how this account is verified" onRetry={() => review.refetch()} error={review.error} />;
  const current = review.data.bankAccountDocumentReview;
  if (current?.status === 'VERIFIED') return <Alert tone="success">{bankAccountDocumentMessages.verified}</Alert>;
  if (current?.status === 'PENDING') return <Alert tone="info">{bankAccountDocumentMessages.pending}</Alert>;

  // The latest file of the chosen type is the one sent (DocumentUpload lists them all).
  const uploaded = (documents.data?.applicationDocuments ?? []).filter((document) => document.type === documentType && !document.isSystemUpload);
  const latest = uploaded.at(-1);
  const send = async () => {
    setRefusal(null);
    if (!latest) return setRefusal(bankAccountDocumentMessages.uploadFirst);
    try {
      const { data } = await sendDocument({ variables: { input: { financialItemUuid, documentUuid: latest.uuid } } });
      const refused = data?.recordManualBankVerification.errors[0]?.message;
      if (refused) return setRefusal(refused);
      setOpen(false);
      await review.refetch();
    } catch {
      setRefusal(bankLinkMessages.somethingWentWrong);
    }
  };

  return (
    <div className={styles.verification}>
      {current?.status === 'REJECTED' ? <Alert title={bankAccountDocumentMessages.rejected}>{current.reason}</Alert> : null}
      {open ? (
        <section className={styles.form} aria-labelledby={`${id}-heading`}>
          <h3 id={`${id}-heading`} className={styles.heading}>
            {bankAccountDocumentMessages.offer}
          </h3>
          <fieldset className={styles.choices}>
            <legend>{bankAccountDocumentMessages.chooseType}</legend>
            {BANK_ACCOUNT_DOCUMENT_TYPES.map((type) => (
              <label key={type} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={type}
                  checked={documentType === type}
                  onChange={() => {
                    setDocumentType(type);
                    setRefusal(null);
                  }}
                />
                {BANK_ACCOUNT_DOCUMENT_LABELS[type]}
              </label>
            ))}
          </fieldset>
          <DocumentUpload
            key={documentType}
            applicationType={applicationType}
            applicationUuid={applicationUuid}
            documentType={documentType}
            heading={BANK_ACCOUNT_DOCUMENT_LABELS[documentType]}
            description={latest ? `${latest.name} will be sent for review.` : undefined}
          />
          {refusal ? <Alert>{refusal}</Alert> : null}
          <div className={styles.actions}>
            <Button type="button" busy={sending.loading} onClick={() => void send()}>
              Send for review
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </section>
      ) : (
        <Button type="button" variant="secondary" aria-label={`${bankAccountDocumentMessages.offer}: ${name}`} onClick={() => setOpen(true)}>
          {bankAccountDocumentMessages.offer}
        </Button>
      )}
    </div>
  );
}
