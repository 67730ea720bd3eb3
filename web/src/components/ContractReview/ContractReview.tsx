import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { ContractPage, type ContractLine } from './ContractPage';
import styles from './ContractReview.module.css';

export const PAGE_NOT_RECORDED = 'We couldn’t record that you read this page. Check your connection and try again.';

export interface ContractReviewAcceptance {
  /** Whether the agreement was read to its last page: acceptance waits for it. */
  read: boolean;
  busy: boolean;
  errors: ReadonlyArray<{ code: string; message: string }>;
  /** Called once the consent box is ticked. */
  onAccept: () => void;
}

export interface ContractReviewProps {
  heading?: string;
  lead?: ReactNode;
  pages: ReadonlyArray<{ number: number; lines: readonly ContractLine[] }>;
  pageCount: number;
  /** The agreement's PDF, once written. */
  downloadUrl: string | null;
  onDownload?: () => void;
  /** Reports the page on screen (keep it stable: useCallback); resolves to the message to show when it could not be recorded. */
  onViewPage?: (page: number) => Promise<string | null>;
  /** The consent and the accept button; without it the agreement is read-only and `readOnlyNote` says why. */
  acceptance?: ContractReviewAcceptance;
  readOnlyNote?: ReactNode;
}

/**
 * An option agreement's contract review: the agreement page by page as its PDF prints it (each
 * page reported, the last one marks it read), its PDF, and acceptance with explicit consent.
 * Each capability passes its own pages, download address and steps.
 */
export function ContractReview({
  heading = 'Your option agreement',
  lead = 'Read each page, then accept the agreement. Nothing is signed until you do.',
  pages,
  pageCount: count,
  downloadUrl,
  onDownload,
  onViewPage,
  acceptance,
  readOnlyNote,
}: ContractReviewProps) {
  const [page, setPage] = useState(1);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [viewError, setViewError] = useState<string | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const id = useId();
  const consentId = `${id}-consent`;
  const pageCount = Math.max(count, 1);
  const lines = pages.find((p) => p.number === page)?.lines ?? [];

  useEffect(() => {
    let current = true;
    if (onViewPage) {
      // Every page on screen is reported; the server marks the agreement read at the last one.
      // Reported again once the agreement is written (its PDF arrives): until then the server
      // answers that it is still being prepared.
      onViewPage(page)
        .then((problem) => current && setViewError(problem))
        .catch(() => current && setViewError(PAGE_NOT_RECORDED));
    }
    if (moved.current) pageRef.current?.focus();
    return () => {
      current = false;
    };
  }, [page, downloadUrl, onViewPage]);

  const go = (to: number) => {
    moved.current = true;
    setPage(to);
  };
  const onAccept = () => {
    if (!consent) {
      setConsentError('Tick the box to confirm you agree to the option agreement.');
      return;
    }
    acceptance?.onAccept();
  };
  const read = acceptance?.read ?? false;

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {downloadUrl ? (
        <p>
          <a href={downloadUrl} target="_blank" rel="noreferrer" onClick={onDownload}>
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
      {acceptance ? (
        <>
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
          {acceptance.errors.length > 0 ? (
            <Alert title="We couldn’t record your acceptance">
              {acceptance.errors.map((e) => (
                <p key={e.code}>{e.message}</p>
              ))}
            </Alert>
          ) : null}
          <div className={styles.actions}>
            <span />
            <Button type="button" busy={acceptance.busy} disabled={!read} onClick={onAccept}>
              Accept the agreement
            </Button>
          </div>
        </>
      ) : readOnlyNote ? (
        <p className={styles.lead}>{readOnlyNote}</p>
      ) : null}
    </section>
  );
}
