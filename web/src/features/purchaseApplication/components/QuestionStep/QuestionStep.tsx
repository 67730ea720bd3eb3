import { useMemo, useState, type FormEvent } from 'react';
import { calendarDate, localTimeZone } from '#core/calendarDate';
import { applyPurchaseAnswers, type ApplicationParty, type PurchaseApplicationValues, type PurchaseQuestion } from '#core/purchaseApplication/index';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { SelectField } from '#web/components/SelectField/SelectField';
import { TextField } from '#web/components/TextField/TextField';
import { answerOf, type DraftValue } from '../../model/answers';
import styles from '../../model/PurchaseApplication.module.css';

export interface QuestionStepProps {
  question: PurchaseQuestion;
  /** Shown above the title, so the buyer knows where they are. */
  sectionTitle: string;
  values: PurchaseApplicationValues;
  initialDraft: Record<string, DraftValue>;
  party: ApplicationParty;
  ownEmail: string;
  /** The key navigation lock: on while a save is in flight; Save and Previous wait. */
  locked: boolean;
  /** The application error (a refusal of the whole answer, or a lost connection). */
  serverError: string | null;
  /** Saves the answers; resolves to the server's field errors (empty when saved), or null when it could not. */
  onSave: (answers: Record<string, unknown>) => Promise<Array<{ field?: string | null; message: string }> | null>;
  /** Goes on once the answers are saved. */
  onContinue: () => void;
  onBack: (() => void) | null;
  position: { index: number; total: number };
}

const today = () => calendarDate(new Date(), localTimeZone());

/**
 * One question of the purchase application: its fields, checked as you type with core/purchaseApplication's
 * rules (the server's own), saved when you go on.
 */
export function QuestionStep(props: QuestionStepProps) {
  const { question, sectionTitle, values, initialDraft, party, ownEmail, locked, serverError, onSave, onContinue, onBack, position } = props;
  const [draft, setDraft] = useState<Record<string, DraftValue>>(initialDraft);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const answers = useMemo(
    () => Object.fromEntries(question.fields.map((field) => [field.name, answerOf(field, draft[field.name] ?? null)])),
    [question, draft],
  );
  const merged = useMemo(() => applyPurchaseAnswers(values, answers, { party, today: today(), ownEmail }), [values, answers, party, ownEmail]);
  const shownFields = question.fields.filter((field) => !field.isShown || field.isShown(merged.errors.length ? values : merged.values));
  const ruleErrors = Object.fromEntries(merged.errors.map((error) => [error.field ?? '', error.message]));
  const missing = (name: string) => (answers[name] === null ? 'Answer this question.' : undefined);
  // A rule is checked as soon as there is something typed; a missing answer once the field is left.
  const typed = (name: string) => draft[name] !== null && draft[name] !== '' && draft[name] !== initialDraft[name];
  const errorOf = (name: string) =>
    serverErrors[name] || (touched[name] || typed(name) ? ruleErrors[name] : undefined) || (touched[name] ? missing(name) : undefined);

  const set = (name: string, value: DraftValue) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => ({ ...current, [name]: '' }) as Record<string, string>);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    setTouched(Object.fromEntries(shownFields.map((field) => [field.name, true])));
    const wanted = Object.fromEntries(shownFields.map((field) => [field.name, answers[field.name]]));
    if (merged.errors.length > 0 || Object.values(wanted).some((value) => value === null)) return;
    const errors = await onSave(wanted);
    if (errors === null) return;
    if (errors.length) setServerErrors(Object.fromEntries(errors.filter((e) => e.field).map((e) => [e.field!, e.message])));
    else onContinue();
  }

  return (
    <form className={styles.question} onSubmit={submit} noValidate aria-labelledby={`${question.id}-title`}>
      <p className={styles.eyebrow}>
        {sectionTitle} · Question {position.index + 1} of {position.total}
      </p>
      <h2 id={`${question.id}-title`}>{question.title}</h2>
      {question.description ? <p className={styles.lead}>{question.description}</p> : null}
      {serverError ? <Alert title="We couldn’t save that">{serverError}</Alert> : null}
      <div className={styles.fields}>
        {shownFields.map((field) => {
          const id = `purchase-${field.name}`;
          const value = draft[field.name] ?? null;
          const error = errorOf(field.name);
          const blur = () => setTouched((current) => ({ ...current, [field.name]: true }));
          if (field.kind === 'boolean') {
            return (
              <fieldset key={field.name} className={styles.choice} aria-describedby={error ? `${id}-error` : undefined}>
                <legend>{field.label}</legend>
                {[true, false].map((option) => (
                  <label key={String(option)} className={styles.radio}>
                    <input type="radio" name={field.name} checked={value === option} onChange={() => set(field.name, option)} onBlur={blur} />
                    {option ? 'Yes' : 'No'}
                  </label>
                ))}
                {error ? (
                  <p className={styles.error} id={`${id}-error`}>
                    {error}
                  </p>
                ) : null}
              </fieldset>
            );
          }
          if (field.kind === 'choice') {
            return (
              <SelectField
                key={field.name}
                id={id}
                label={field.label}
                options={field.options ?? []}
                emptyOption="Choose one"
                value={String(value ?? '')}
                error={error}
                onChange={(e) => set(field.name, e.target.value)}
                onBlur={blur}
              />
            );
          }
          const inputType = field.kind === 'email' ? 'email' : field.kind === 'date' ? 'date' : field.kind === 'phone' ? 'tel' : 'text';
          const inputMode = field.kind === 'money' ? 'decimal' : field.kind === 'count' ? 'numeric' : undefined;
          return (
            <TextField
              key={field.name}
              id={id}
              label={field.kind === 'money' ? `${field.label} ($)` : field.label}
              type={inputType}
              inputMode={inputMode}
              value={String(value ?? '')}
              error={error}
              onChange={(e) => set(field.name, e.target.value)}
              onBlur={blur}
              autoComplete={field.kind === 'email' ? 'email' : 'off'}
            />
          );
        })}
      </div>
      <div className={styles.actions}>
        {onBack ? (
          <Button type="button" variant="secondary" onClick={() => !locked && onBack()} aria-disabled={locked || undefined}>
            Previous
          </Button>
        ) : null}
        <Button type="submit" busy={locked}>
          {locked ? 'Saving…' : 'Save and continue'}
        </Button>
      </div>
    </form>
  );
}
