import { useEffect, useRef } from 'react';
import { isQuestionIncluded } from '#core/questionEngine/index';
import { findQuestion, refinanceApplicationDefinition, sectionOfQuestion } from '#core/refinanceApplication/index';
import type { ApplicationAnswers, AnswerContext } from '#core/application/index';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { answerLines } from '#web/features/application/index';
import styles from './ReviewScreen.module.css';

export interface SubmitProblem {
  field: string | null;
  message: string;
}

export interface ReviewScreenProps {
  answers: ApplicationAnswers;
  context: AnswerContext;
  /** Read-only once submitted: no Change buttons, no Submit. */
  readOnly?: boolean;
  locked?: boolean;
  problems?: readonly SubmitProblem[];
  serverError?: string | null;
  onEdit?: (questionId: string) => void;
  onSubmit?: () => void;
  onPrevious?: () => void;
}

/** Submit problems under their section's title, each named by its question when it has one. */
function groupBySection(problems: readonly SubmitProblem[]) {
  const groups: Array<{ title: string; items: Array<{ problem: SubmitProblem; questionTitle: string | null }> }> = [];
  for (const problem of problems) {
    const question = problem.field ? findQuestion(problem.field) : null;
    const title = problem.field ? (sectionOfQuestion(problem.field)?.title ?? '') : '';
    let group = groups.find((g) => g.title === title);
    if (!group) {
      group = { title, items: [] };
      groups.push(group);
    }
    group.items.push({ problem, questionTitle: question?.title ?? null });
  }
  return groups;
}

/** Everything answered, section by section, with a way back to each question, then Submit. */
export function ReviewScreen({
  answers,
  context,
  readOnly = false,
  locked = false,
  problems = [],
  serverError = null,
  onEdit,
  onSubmit,
  onPrevious,
}: ReviewScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!readOnly) headingRef.current?.focus();
  }, [readOnly]);
  useEffect(() => {
    if (problems.length > 0) problemsRef.current?.focus();
  }, [problems]);

  return (
    <section className={styles.review} aria-labelledby="review-title">
      {readOnly ? (
        <h2 id="review-title">Your answers</h2>
      ) : (
        <>
          <p className={styles.eyebrow}>Review and submit</p>
          <h1 id="review-title" ref={headingRef} tabIndex={-1} className={styles.title}>
            Review your application
          </h1>
          <p className={styles.intro}>Check each answer before you send the application to the lender. You can change anything until you submit.</p>
        </>
      )}
      {serverError ? <Alert title="We couldn’t submit your application">{serverError}</Alert> : null}
      {problems.length > 0 ? (
        <div ref={problemsRef} tabIndex={-1} className={styles.problems} role="alert" aria-labelledby="problems-title">
          <h2 id="problems-title" className={styles.problemsTitle}>
            A few answers are missing
          </h2>
          {groupBySection(problems).map(({ title, items }) => (
            <div key={title}>
              {title ? <h3 className={styles.problemsSection}>{title}</h3> : null}
              <ul>
                {items.map(({ problem, questionTitle }) => (
                  <li key={`${problem.field}-${problem.message}`}>
                    {questionTitle && onEdit ? (
                      <button type="button" className={styles.link} onClick={() => onEdit(problem.field!)}>
                        {questionTitle}
                      </button>
                    ) : (
                      problem.message
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {refinanceApplicationDefinition.sections.map((section) => {
        const questions = section.subsections
          .flatMap((sub) => sub.questions)
          .filter((q) => (q.kind === 'fields' || q.kind === 'group') && isQuestionIncluded(q, answers, context));
        if (questions.length === 0) return null;
        return (
          <section key={section.id} className={styles.section} aria-labelledby={`review-${section.id}`}>
            <h2 id={`review-${section.id}`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <dl className={styles.list}>
              {questions.map((question) => {
                const lines = answerLines(question, answers, context);
                const answered = question.isComplete(answers, context);
                return (
                  <div key={question.id} className={styles.row}>
                    <dt className={styles.question}>{question.title}</dt>
                    <dd className={styles.answer}>
                      {lines.length > 0 ? lines.map((line) => <span key={line}>{line}</span>) : null}
                      {lines.length === 0 && answered ? <span>None given</span> : null}
                      {!answered && !readOnly ? <span className={styles.missing}>Not answered yet</span> : null}
                    </dd>
                    {!readOnly && onEdit ? (
                      <dd className={styles.change}>
                        <Button
                          type="button"
                          variant="ghost"
                          onClick={() => onEdit(question.id)}
                          aria-label={`${answered ? 'Change' : 'Answer'}: ${question.title}`}
                        >
                          {answered ? 'Change' : 'Answer'}
                        </Button>
                      </dd>
                    ) : null}
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
      {!readOnly ? (
        <div className={styles.navigation}>
          {onPrevious ? (
            <Button type="button" variant="secondary" onClick={onPrevious} aria-disabled={locked || undefined}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="button" busy={locked} onClick={() => !locked && onSubmit?.()}>
            {locked ? 'Submitting…' : 'Submit application'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
