import type { AnswerContext } from '#core/application/index';
import type { ClientRefinanceApplication } from '#web/lib/applicationStore';
import { ReviewScreen } from '../ReviewScreen/ReviewScreen';
import { useFormatMoment } from '#web/lib/dates';
import styles from './SubmittedScreen.module.css';

/** After submission: what happens next, the reference, and the answers as sent (read-only). */
export function SubmittedScreen({ application, context }: { application: ClientRefinanceApplication; context: AnswerContext }) {
  const formatMoment = useFormatMoment();
  const submittedAt = application.applicationSubmittedAt ? formatMoment(application.applicationSubmittedAt, 'longMoment') : null;
  return (
    <div className={styles.submitted}>
      <section className={styles.card} aria-labelledby="submitted-title">
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 id="submitted-title">Your application has been submitted</h1>
        <p>
          The lender has your application{submittedAt ? ` as of ${submittedAt}` : ''}. They will contact you about the next steps, such as the appraisal and
          documents to upload. We have emailed you a confirmation.
        </p>
        {application.loanApplicationUuid ? (
          <p className={styles.reference}>
            Reference: <span className={styles.code}>{application.loanApplicationUuid}</span>
          </p>
        ) : null}
      </section>
      <div className={styles.card}>
        <ReviewScreen answers={application.answers} context={context} readOnly />
      </div>
    </div>
  );
}
