import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  isFieldShown,
  validateQuestionAnswer,
  type AnswerIssue,
  type EndScreenQuestion,
  type FieldsQuestion,
  type GroupQuestion,
  type ApplicationAnswers,
  type AnswerContext,
} from '#core/application/index';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { RepeatingGroup } from '../RepeatingGroup/RepeatingGroup';
import { answersFromDraft, draftFromAnswers, issuesToErrors, type Draft } from './draft';
import { FieldControl } from './FieldControl';
import styles from './QuestionScreen.module.css';

export type SaveResult = { ok: true } | { ok: false; issues: AnswerIssue[] };

export interface QuestionScreenProps {
  question: FieldsQuestion | GroupQuestion | EndScreenQuestion;
  /** Shown above the title, so the applicant knows where they are. */
  sectionTitle: string;
  answers: ApplicationAnswers;
  context: AnswerContext;
  /** The key navigation lock: on while a save is in flight; Continue and Back wait. */
  locked: boolean;
  serverError: string | null;
  /** Saves one question's answer; resolves with the server's field problems, if any. */
  onSave: (answer: Record<string, unknown>) => Promise<SaveResult>;
  onContinue: () => void;
  onPrevious: (() => void) | null;
  /** Offered under a list question's title, before its entries (e.g. linking the accounts it asks about). */
  extra?: ReactNode;
}

/** One question at a time: the title, its fields (or list, or closing message), Back and Continue. */
export function QuestionScreen(props: QuestionScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new question moves focus to its title, so screen readers announce where the user is.
  useEffect(() => headingRef.current?.focus(), []);
  const { question } = props;
  return (
    <section className={styles.screen}>
      <p className={styles.eyebrow}>{props.sectionTitle}</p>
      {props.serverError ? <Alert title="We couldn’t save that">{props.serverError}</Alert> : null}
      {question.kind === 'fields' ? <FieldsForm {...props} question={question} headingRef={headingRef} /> : null}
      {question.kind === 'group' ? (
        <RepeatingGroup
          question={question}
          answers={props.answers}
          context={props.context}
          locked={props.locked}
          onSave={props.onSave}
          heading={
            <>
              <Heading question={question} headingRef={headingRef} />
              {props.extra}
            </>
          }
          footer={(onContinue) => <Navigation {...props} onContinue={onContinue} />}
          onContinue={props.onContinue}
        />
      ) : null}
      {question.kind === 'endScreen' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!props.locked) props.onContinue();
          }}
        >
          <div className={styles.endScreen}>
            <span className={styles.tick} aria-hidden="true">
              ✓
            </span>
            <Heading question={question} headingRef={headingRef} />
          </div>
          <Navigation {...props} />
        </form>
      ) : null}
    </section>
  );
}

function Heading({ question, headingRef }: { question: QuestionScreenProps['question']; headingRef: React.Ref<HTMLHeadingElement> }) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {question.title}
      </h1>
      {question.description ? (
        <p id={`${question.id}-description`} className={styles.description}>
          {question.description}
        </p>
      ) : null}
    </>
  );
}

function Navigation({
  locked,
  onPrevious,
  onContinue,
  children,
}: Pick<QuestionScreenProps, 'locked' | 'onPrevious'> & { onContinue?: () => void; children?: ReactNode }) {
  return (
    <div className={styles.navigation}>
      {onPrevious ? (
        <Button type="button" variant="secondary" onClick={() => !locked && onPrevious()} aria-disabled={locked || undefined}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {children}
      <Button type={onContinue ? 'button' : 'submit'} busy={locked} onClick={onContinue ? () => !locked && onContinue() : undefined}>
        {locked ? 'Saving…' : 'Continue'}
      </Button>
    </div>
  );
}

function FieldsForm(props: QuestionScreenProps & { question: FieldsQuestion; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { question, answers, context, locked, onSave, onContinue } = props;
  const defaultValues = useMemo(() => draftFromAnswers(question.fields, answers), [question, answers]);
  const resolver: Resolver<Draft> = async (values) => {
    const { issues } = validateQuestionAnswer(question, answersFromDraft(question.fields, values), answers, context);
    return issues.length > 0 ? { values: {}, errors: issuesToErrors(issues) } : { values, errors: {} };
  };
  const form = useForm<Draft>({ mode: 'onTouched', defaultValues, resolver });
  const draft = useWatch({ control: form.control }) as Draft;
  const merged = { ...answers, ...answersFromDraft(question.fields, draft) } as ApplicationAnswers;
  const scope = { values: merged, answers: merged, context };
  const shown = question.fields.filter((field) => isFieldShown(field, scope));
  // The title is the first field's label when the question asks just that field, or says so.
  const lead = shown[0];
  const titled =
    lead && lead === question.fields[0] && lead.kind !== 'checkbox' && (question.fields.length === 1 || lead.labelIsTitle === true) ? lead.key : null;

  const submit = form.handleSubmit(async (values) => {
    if (locked) return;
    const { changes } = validateQuestionAnswer(question, answersFromDraft(question.fields, values), answers, context);
    const result = await onSave(changes);
    if (result.ok) {
      onContinue();
      return;
    }
    result.issues.forEach((issue, index) =>
      form.setError(issue.field as keyof Draft & string, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }),
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {titled ? null : <Heading question={question} headingRef={props.headingRef} />}
      {shown.map((field) => (
        <FieldControl
          key={field.key}
          field={field}
          control={form.control}
          errors={form.formState.errors}
          heading={field.key === titled ? { text: question.title, description: question.description } : undefined}
          headingRef={field.key === titled ? props.headingRef : undefined}
        />
      ))}
      <Navigation locked={locked} onPrevious={props.onPrevious} />
    </form>
  );
}
