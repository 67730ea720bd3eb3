import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  AcceptRestructureContractDocument,
  RecordRestructureLinkClickedDocument,
  ViewRestructureContractPageDocument,
  type RestructureApplicationDetailsFragment,
} from '#generated/web';
import { Alert } from '../../../../components/Alert/Alert';
import { Button } from '../../../../components/Button/Button';
import { ContractPage } from './ContractPage';
import { contractDownloadUrl } from '../../model/generatedDocuments';
import { useStageStep } from './useStageStep';
import styles from './StageScreens.module.css';

/**
 * CONTRACT_REVIEW: the option agreement page by page as its PDF prints it (each page reported,
 * the last one marks it read), its PDF through the contract download route, and acceptance
 * with explicit consent.
 */
export function ContractViewer({ application }: { application: RestructureApplicationDetailsFragment }) {
  const [viewPage] = useMutation(ViewRestructureContractPageDocument);
  const [recordClick] = useMutation(RecordRestructureLinkClickedDocument);
  const [accept] = useMutation(AcceptRestructureContractDocument);
  const { busy, errors, run } = useStageStep();
  const [page, setPage] = useState(1);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [viewError, setViewError] = useState<string | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const consentId = useId();
  const pageCount = application.contractPageCount ?? 1;
  const lines = application.contractPages.find((p) => p.number === page)?.lines ?? [];
  const agreement = application.documents.find((d) => d.type === 'OPTION_AGREEMENT' && d.isSystemUpload);
  const read = Boolean(application.optionAgreementViewedAt);

  useEffect(() => {
    // Every page on screen is reported; the server marks the agreement read at the last one.
    let current = true;
    viewPage({ variables: { input: { uuid: application.uuid, page } } })
      .then((result) => {
        if (!current) return;
        const problem = result.data?.viewRestructureContractPage.errors[0]?.message;
        setViewError(result.data ? (problem ?? null) : 'We couldn’t record that you read this page. Check your connection and try again.');
      })
      .catch(() => current && setViewError('We couldn’t record that you read this page. Check your connection and try again.'));
    if (moved.current) pageRef.current?.focus();
    return () => {
      current = false;
    };
  }, [application.uuid, page, viewPage]);

  const go = (to: number) => {
    moved.current = true;
    setPage(to);
  };
  const onAccept = () => {
    if (!consent) {
      setConsentError('Tick the box to confirm you agree to the option agreement.');
      return;
    }
    void run(async () => (await accept({ variables: { input: { uuid: application.uuid } } })).data?.acceptRestructureContract);
  };

  return (
    <section className={styles.card} aria-labelledby="contract-title">
      <h2 id="contract-title">Your option agreement</h2>
      <p className={styles.lead}>Read each page, then accept the agreement. Nothing is signed until you do.</p>
      {agreement ? (
        <p>
          <a
            href={contractDownloadUrl(application.uuid, agreement.uuid)}
            target="_blank"
            rel="noreferrer"
            onClick={() => void recordClick({ variables: { input: { uuid: application.uuid, link: 'OPTION_AGREEMENT' } } }).catch(() => undefined)}
          >
            Download the option agreement (PDF)
          </a>
        </p>
      ) : null}
      <div ref={pageRef} tabIndex={-1} className={styles.page} aria-label={`Page ${page} of ${pageCount}`} aria-live="polite">
        <p className={styles.kicker}>
          Page {page} of {pageCount}
        </p>
        {/* Agreements generated before their pages were recorded are read in the PDF. */}
        {lines.length > 0 ? <ContractPage lines={lines} /> : <p>This page is in the PDF above.</p>}
      </div>
      {viewError ? <Alert>{viewError}</Alert> : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
          Previous page
        </Button>
        <Button type="button" variant="secondary" disabled={page >= pageCount} onClick={() => go(page + 1)}>
          Next page
        </Button>
      </div>
      {read ? null : <p className={styles.lead}>Read to the last page to accept.</p>}
      <div className={styles.consent}>
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          disabled={!read}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${consentId}-error` : undefined}
          onChange={(event) => {
            setConsent(event.target.checked);
            if (event.target.checked) setConsentError(null);
          }}
        />
        <label htmlFor={consentId}>
          I have read the option agreement and I agree to its terms. I understand that accepting it electronically has the same effect as signing it.
        </label>
      </div>
      {consentError ? (
        <p id={`${consentId}-error`} role="alert">
          {consentError}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <Alert title="We couldn’t record your acceptance">
          {errors.map((e) => (
            <p key={e.code}>{e.message}</p>
          ))}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <span />
        <Button type="button" busy={busy} disabled={!read} onClick={onAccept}>
          Accept the agreement
        </Button>
      </div>
    </section>
  );
}
