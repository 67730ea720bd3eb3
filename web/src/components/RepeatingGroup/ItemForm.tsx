import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  isFieldShown,
  validateGroupItem,
  type AnswerIssue,
  type GroupItem,
  type GroupQuestion,
  type ApplicationAnswers,
  type AnswerContext,
} from '#core/application/index';
import { Button } from '../Button/Button';
import { answersFromDraft, draftFromAnswers, issuesToErrors, type Draft } from '../QuestionScreen/draft';
import { FieldControl } from '../QuestionScreen/FieldControl';
import styles from './RepeatingGroup.module.css';

export interface ItemFormProps {
  question: GroupQuestion;
  /** The entry being edited, or null for a new one. */
  item: GroupItem | null;
  index: number;
  answers: ApplicationAnswers;
  context: AnswerContext;
  locked: boolean;
  /** Saves the entry; resolves with the problems the server found in it, if any. */
  onSubmit: (item: GroupItem) => Promise<AnswerIssue[]>;
  onCancel: () => void;
}

/** Adds or edits one entry of a repeating group, checked by the same rules as the server. */
export function ItemForm({ question, item, index, answers, context, locked, onSubmit, onCancel }: ItemFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const prefix = `${question.key}.${index}.`;
  const defaultValues = useMemo(() => draftFromAnswers(question.itemFields, item ?? {}), [question, item]);
  const resolver: Resolver<Draft> = async (values) => {
    const { issues } = validateGroupItem(question, answersFromDraft(question.itemFields, values), index, answers, context);
    return issues.length > 0 ? { values: {}, errors: issuesToErrors(issues, prefix) } : { values, errors: {} };
  };
  const form = useForm<Draft>({ mode: 'onTouched', defaultValues, resolver });
  const draft = useWatch({ control: form.control }) as Draft;
  const scope = { values: answersFromDraft(question.itemFields, draft), answers, context };
  const shown = question.itemFields.filter((field) => isFieldShown(field, scope));

  const submit = form.handleSubmit(async (values) => {
    if (locked) return;
    const { item: entry } = validateGroupItem(question, answersFromDraft(question.itemFields, values), index, answers, context);
    const issues = await onSubmit(entry);
    issues
      .filter((issue) => issue.field.startsWith(prefix))
      .forEach((issue, position) =>
        form.setError(issue.field.slice(prefix.length), { type: 'server', message: issue.message }, { shouldFocus: position === 0 }),
      );
  });

  const noun = question.itemNoun;
  return (
    <form className={styles.itemForm} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${question.id}-item-title`}>
      <h2 id={`${question.id}-item-title`} ref={headingRef} tabIndex={-1} className={styles.itemTitle}>
        {item ? `Edit ${noun}` : `Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`}
      </h2>
      {shown.map((field) => (
        <FieldControl key={field.key} field={field} control={form.control} errors={form.formState.errors} />
      ))}
      <div className={styles.itemActions}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="secondary" busy={locked}>
          {item ? 'Save changes' : `Save ${noun}`}
        </Button>
      </div>
    </form>
  );
}
