import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isQuestionIncluded } from '#core/questionEngine/index';
import type { ApplicationAnswers, AnswerContext } from '#core/application/index';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { answerLines } from '#web/features/application/index';
import { formatMoney, formatPercent } from '#web/lib/format';
import { PRODUCT_TEXT } from '#core/partnership/index';
import { CREDIT_CHECK_CONSENT_LABEL, CREDIT_PULL_NOTICE_PATH } from '#core/restructureApplication/index';
import { DenialNotice, usePartnershipWaitlist } from '#web/features/partnership/index';
import { toDenials } from '../../model/denials';
import { questionOfField, restructureDefinitionFor, type RestructureOffer } from '#core/restructureApplication/questions';
import type { SubmitConsent, SubmitProblem } from '../../model/useRestructureSave';
import styles from './RestructureReview.module.css';

export interface RestructureReviewProps {
  answers: ApplicationAnswers;
  context: AnswerContext;
  offer: RestructureOffer | null;
  /** Every denial the current answers meet, from the API. */
  denials: ReadonlyArray<{ code: string; message: string }>;
  readOnly?: boolean;
  locked?: boolean;
  problems?: readonly SubmitProblem[];
  serverError?: string | null;
  onEdit?: (questionId: string) => void;
  /** Submit, with the applicant's consent to the soft credit check as the box stands. */
  onSubmit?: (consent: SubmitConsent) => void;
  onPrevious?: () => void;
}

/** Every answer, section by section, with a way back to each question; the denials that stand in the way; then Submit. */
export function RestructureReview({
  answers,
  context,
  offer,
  denials,
  readOnly = false,
  locked = false,
  problems = [],
  serverError = null,
  onEdit,
  onSubmit,
  onPrevious,
}: RestructureReviewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const partnershipWaitlist = usePartnershipWaitlist();
  const [creditCheckConsent, setCreditCheckConsent] = useState(false);
  const consentId = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!readOnly) headingRef.current?.focus();
  }, [readOnly]);
  useEffect(() => {
    if (problems.length > 0) problemsRef.current?.focus();
  }, [problems]);
  const sections = restructureDefinitionFor(offer).sections.filter((s) => s.id !== 'REVIEW');
  const standing = toDenials(denials);
  const product = typeof answers.productPreference === 'string' ? answers.productPreference : null;
  const chosen = offer?.products.find((terms) => terms.product === product) ?? null;

  return (
    <section className={styles.review} aria-labelledby="restructure-review-title">
      {readOnly ? null : <p className={styles.eyebrow}>Review and submit</p>}
      <h1 id="restructure-review-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {readOnly ? 'Your answers' : 'Check your answers'}
      </h1>
      {serverError ? <Alert title="We couldn’t submit your application">{serverError}</Alert> : null}
      {problems.length > 0 ? (
        <div ref={problemsRef} tabIndex={-1} className={styles.problems}>
          <Alert title="A few things need your attention">
            <ul>
              {problems.map((problem) => {
                const question = problem.field ? questionOfField(problem.field) : null;
                return (
                  <li key={`${problem.code}-${problem.field ?? ''}`}>
                    {question && onEdit ? (
                      <button type="button" className={styles.link} onClick={() => onEdit(question.id)}>
                        {question.title}
                      </button>
                    ) : null}
                    {question && onEdit ? ': ' : null}
                    {problem.message}
                  </li>
                );
              })}
            </ul>
          </Alert>
        </div>
      ) : null}
      {!readOnly && standing.length > 0 && problems.length === 0 ? <DenialNotice denials={standing} partnershipWaitlist={partnershipWaitlist} /> : null}
      {!readOnly && chosen ? (
        <Alert tone="info" title={`Your estimate: ${PRODUCT_TEXT[chosen.product].name}`}>
          <p>
            {formatMoney(chosen.cashToHomeowner)} to you, {formatMoney(chosen.monthlyPayment)} a month, Roofline’s share{' '}
            {formatPercent(chosen.designatedPercentage, true)}. The review confirms these figures.
          </p>
        </Alert>
      ) : null}
      {sections.map((section) => {
        const questions = section.subsections.flatMap((sub) => sub.questions).filter((q) => q.kind === 'fields' && isQuestionIncluded(q, answers, context));
        return (
          <section key={section.id} className={styles.section} aria-labelledby={`review-${section.id}`}>
            <h2 id={`review-${section.id}`}>{section.title}</h2>
            <dl className={styles.answers}>
              {questions.map((question) => {
                const lines = answerLines(question, answers, context);
                return (
                  <div key={question.id} className={styles.answer}>
                    <dt>{question.title}</dt>
                    <dd>
                      <span>{lines.length > 0 ? lines.join('; ') : <span className={styles.unanswered}>Not answered yet</span>}</span>
                      {!readOnly && onEdit ? (
                        <Button type="button" variant="ghost" onClick={() => onEdit(question.id)} aria-label={`Change: ${question.title}`} disabled={locked}>
                          Change
                        </Button>
                      ) : null}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
      {readOnly ? null : (
        <div className={styles.consent}>
          <input
            id={consentId}
            type="checkbox"
            checked={creditCheckConsent}
            disabled={locked}
            aria-invalid={problems.some((problem) => problem.code === 'CONSENT_REQUIRED') || undefined}
            onChange={(event) => setCreditCheckConsent(event.target.checked)}
          />
          <label htmlFor={consentId}>
            {CREDIT_CHECK_CONSENT_LABEL} <Link to={CREDIT_PULL_NOTICE_PATH}>Read the credit pull notice</Link>
          </label>
        </div>
      )}
      {readOnly ? null : (
        <div className={styles.actions}>
          {onPrevious ? (
            <Button type="button" variant="secondary" onClick={onPrevious} disabled={locked}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="button" busy={locked} onClick={() => onSubmit?.({ creditCheckConsent })}>
            Submit my application
          </Button>
        </div>
      )}
    </section>
  );
}
