import { PRE_APPROVAL_CONDITIONS, PRE_APPROVAL_TERMS } from '#core/purchaseApplication/index';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { formatMoney } from '#web/lib/format';
import { purchaseDownloadUrl } from '../../model/purchaseLinks';
import shared from '../../model/PurchaseApplication.module.css';
import styles from './PreApprovalLetterPreview.module.css';

/** The letter's dates are written in UTC, so the preview shows the same day the PDF does. */
const letterDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : '-';

/**
 * What the pre-approval letter says, on the page: the amount, the down payment, where, the date it
 * is good until and its numbered conditions (core/purchaseApplication's, the ones the PDF prints), with the
 * PDF to download once Roofline has written it.
 */
export function PreApprovalLetterPreview({ application }: { application: PurchaseApplication_ApplicationFragment }) {
  const values = application.applicationValues;
  const letter = application.documents.find((document) => document.type === 'PRE_APPROVAL_LETTER' && document.isSystemUpload);
  return (
    <article className={styles.letter} aria-labelledby="pre-approval-letter-title">
      <h3 id="pre-approval-letter-title">Your pre-approval letter</h3>
      {application.party === 'CO_APPLICANT' ? <p className={styles.note}>The letter names you both. The applicant accepts its terms for both of you.</p> : null}
      <dl className={shared.figures}>
        <dt>Pre-approved up to</dt>
        <dd>{application.preApprovalAmount === null || application.preApprovalAmount === undefined ? '-' : formatMoney(application.preApprovalAmount)}</dd>
        <dt>Down payment</dt>
        <dd>{values.downPayment === null || values.downPayment === undefined ? '-' : formatMoney(values.downPayment)}</dd>
        <dt>Where</dt>
        <dd>{values.propertyAddress ?? application.state ?? '-'}</dd>
        <dt>Good until</dt>
        <dd>{letterDate(application.preApprovalExpiresAt)}</dd>
      </dl>
      <p>{PRE_APPROVAL_TERMS}</p>
      <ol className={styles.conditions} aria-label="Conditions of the pre-approval">
        {PRE_APPROVAL_CONDITIONS.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ol>
      {letter ? (
        <a href={purchaseDownloadUrl(application.uuid, letter.uuid)} download>
          Download {letter.name}
        </a>
      ) : (
        <p className={styles.note} role="status">
          The PDF of your letter is on its way. This page shows its link when it is ready.
        </p>
      )}
    </article>
  );
}
