import { includedQuestions } from '#core/purchaseApplication/index';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { answerText } from '../../model/answerText';
import { toCoreValues } from '../../model/answers';
import styles from '../../model/PurchaseApplication.module.css';

/**
 * The review: every answer at a glance, each with a way back to it, and the submit button for
 * the applicant once both parties are done. The co-applicant sees their own answers only.
 */
export function ReviewStep({
  application,
  locked,
  serverError,
  problems,
  onSubmit,
  onEdit,
  onBack,
}: {
  application: PurchaseApplication_ApplicationFragment;
  /** The key navigation lock: on while the submit is in flight. */
  locked: boolean;
  serverError: string | null;
  /** Why the last submit was refused, in the server's words. */
  problems: readonly string[];
  onSubmit: () => void;
  onEdit: (questionId: string) => void;
  onBack: (() => void) | null;
}) {
  const values = toCoreValues(application.applicationValues);
  const questions = includedQuestions(values).filter((question) => application.party === 'APPLICANT' || question.party === 'CO_APPLICANT');
  const coApplicantPending =
    application.party === 'APPLICANT' && questions.some((question) => question.party === 'CO_APPLICANT' && !question.isComplete(values, question.party));

  return (
    <section className={styles.panel} aria-labelledby="purchase-review-title">
      <h2 id="purchase-review-title">Review your answers</h2>
      <dl className={styles.figures}>
        {questions.flatMap((question) =>
          question.fields
            .filter((field) => !field.isShown || field.isShown(values))
            .map((field) => (
              <div key={field.name} style={{ display: 'contents' }}>
                <dt>
                  {question.party === 'APPLICANT' ? (
                    <button type="button" className={styles.linkButton} onClick={() => onEdit(question.id)} aria-label={`Change ${field.label}`}>
                      {field.label}
                    </button>
                  ) : (
                    field.label
                  )}
                </dt>
                <dd>{answerText(field, application.applicationValues)}</dd>
              </div>
            )),
        )}
      </dl>
      {application.party === 'CO_APPLICANT' ? (
        <Alert tone="info">Your part is done. The applicant submits the application for both of you.</Alert>
      ) : coApplicantPending ? (
        <Alert tone="info">Waiting for your co-applicant to answer their questions. We emailed them an invitation.</Alert>
      ) : null}
      {serverError ? <Alert title="We couldn’t submit that">{serverError}</Alert> : null}
      {problems.length ? (
        <Alert title="Before you submit">
          <ul>
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        {onBack ? (
          <Button type="button" variant="secondary" onClick={() => !locked && onBack()} aria-disabled={locked || undefined}>
            Previous
          </Button>
        ) : null}
        {application.party === 'APPLICANT' ? (
          <Button type="button" busy={locked} onClick={onSubmit}>
            Submit application
          </Button>
        ) : null}
      </div>
    </section>
  );
}
