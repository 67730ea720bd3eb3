import { useState, type ReactNode } from 'react';
import {
  booleanOf,
  incompleteReason,
  itemsOf,
  type AnswerIssue,
  type GroupItem,
  type GroupQuestion,
  type ApplicationAnswers,
  type AnswerContext,
} from '#core/application/index';
import { Button } from '../Button/Button';
import type { SaveResult } from '../QuestionScreen/QuestionScreen';
import { ItemForm } from './ItemForm';
import styles from './RepeatingGroup.module.css';

export interface RepeatingGroupProps {
  question: GroupQuestion;
  answers: ApplicationAnswers;
  context: AnswerContext;
  locked: boolean;
  /** Saves the whole list (and the "none" box) at once. */
  onSave: (answer: Record<string, unknown>) => Promise<SaveResult>;
  heading: ReactNode;
  /** The screen's Back/Continue row; Continue goes through this list's own check first. */
  footer: (onContinue: () => void) => ReactNode;
  onContinue: () => void;
}

type Editing = { index: number; item: GroupItem | null } | null;

/**
 * A list the applicant builds entry by entry (employers, accounts, debts, homes, loans).
 * Every add, edit and removal is saved at once, so nothing is lost if they leave midway.
 */
export function RepeatingGroup({ question, answers, context, locked, onSave, heading, footer, onContinue }: RepeatingGroupProps) {
  const items = itemsOf(answers, question.key);
  const none = question.none ? booleanOf(answers, question.none.key) === true : false;
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The box shows the click at once; the saved answer takes over once the save returns.
  const [noneWhileSaving, setNoneWhileSaving] = useState<boolean | null>(null);

  const save = async (nextItems: GroupItem[], nextNone = false): Promise<SaveResult> => {
    setProblem(null);
    const result = await onSave({ [question.key]: nextItems, ...(question.none ? { [question.none.key]: nextNone } : {}) });
    const general = result.ok ? undefined : result.issues.find((issue) => !issue.field.startsWith(`${question.key}.`));
    if (general) setProblem(general.message);
    return result;
  };

  const submitItem = async (entry: GroupItem): Promise<AnswerIssue[]> => {
    if (!editing) return [];
    const next = editing.item ? items.map((existing, i) => (i === editing.index ? entry : existing)) : [...items, entry];
    const result = await save(next);
    if (!result.ok) return result.issues;
    setEditing(null);
    setStatus(`${editing.item ? 'Saved changes to' : 'Added'} ${question.summarize(entry)}.`);
    return [];
  };

  const toggleNone = async (checked: boolean) => {
    setNoneWhileSaving(checked);
    await save([], checked);
    setNoneWhileSaving(null);
  };

  const remove = async (index: number) => {
    const removed = items[index];
    const result = await save(items.filter((_, i) => i !== index));
    if (result.ok && removed) setStatus(`Removed ${question.summarize(removed)}.`);
  };

  const continueIfComplete = () => {
    if (editing) {
      setProblem(`Save or cancel the ${question.itemNoun} you are editing first.`);
      return;
    }
    if (question.isComplete(answers, context)) onContinue();
    else setProblem(incompleteReason(question, answers, context));
  };

  const article = /^[aeiou]/i.test(question.itemNoun) ? 'an' : 'a';
  return (
    <div className={styles.group}>
      {heading}
      {items.length > 0 ? (
        <ul className={styles.items} aria-label={`Your entries (${items.length})`}>
          {items.map((item, index) => {
            const summary = question.summarize(item) || `${question.itemNoun} ${index + 1}`;
            return (
              <li key={index} className={styles.item}>
                <span className={styles.summary}>{summary}</span>
                <span className={styles.itemButtons}>
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => setEditing({ index, item })}
                    disabled={locked || editing !== null}
                    aria-label={`Edit ${summary}`}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => void remove(index)}
                    disabled={locked || editing !== null}
                    aria-label={`Remove ${summary}`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.empty}>{none ? 'You said there is nothing to list.' : `No ${question.itemNoun} added yet.`}</p>
      )}
      {editing ? (
        <ItemForm
          key={editing.item ? `edit-${editing.index}` : 'new'}
          question={question}
          item={editing.item}
          index={editing.index}
          answers={answers}
          context={context}
          locked={locked}
          onSubmit={submitItem}
          onCancel={() => setEditing(null)}
        />
      ) : items.length < question.maxItems ? (
        <Button type="button" variant="secondary" onClick={() => setEditing({ index: items.length, item: null })} disabled={locked}>
          {items.length === 0 ? `Add ${article} ${question.itemNoun}` : `Add another ${question.itemNoun}`}
        </Button>
      ) : null}
      {question.none ? (
        <label className={styles.none}>
          <input
            type="checkbox"
            checked={noneWhileSaving ?? none}
            disabled={locked || items.length > 0}
            onChange={(event) => void toggleNone(event.target.checked)}
            aria-describedby={items.length > 0 ? `${question.id}-none-hint` : undefined}
          />
          <span>{question.none.label}</span>
        </label>
      ) : null}
      {question.none && items.length > 0 ? (
        <p id={`${question.id}-none-hint`} className={styles.hint}>
          To say there is nothing to list, remove the entries above first.
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {footer(continueIfComplete)}
    </div>
  );
}
