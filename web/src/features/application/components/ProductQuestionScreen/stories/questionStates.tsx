import type { Decorator } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findQuestion } from '#core/refinanceApplication/index';
import { incompleteReason, validateQuestionAnswer, type ApplicationAnswers, type ApplicationQuestion } from '#core/application/index';
import { COMPLETE_SINGLE_BORROWER_ANSWERS as COMPLETE_ANSWERS } from '#core/refinanceApplication/fixtures';
import { browserContext } from '#web/lib/applicationStore';
import { CONNECTION_PROBLEM } from '#web/features/application/index';
import type { ProductQuestionScreenProps } from '../ProductQuestionScreen';

// Story-only fixtures: one question of the shared flow in each state designers review
// (empty, answered, invalid, saving, save failed), on the refinance catalogue's questions.

const context = browserContext();

export function questionOf(id: string): ApplicationQuestion {
  const question = findQuestion(id);
  if (!question) throw new Error(`No question ${id}`);
  return question;
}

/** The answer keys a question asks for, so its empty state leaves them out. */
function keysOf(question: ApplicationQuestion): string[] {
  if (question.kind === 'fields') return question.fields.map((field) => field.key);
  if (question.kind === 'group') return [question.key, ...(question.none ? [question.none.key] : [])];
  return [];
}

/** Every other answer kept, this question's own left out. */
export function unanswered(id: string, answers: ApplicationAnswers = COMPLETE_ANSWERS): ApplicationAnswers {
  const keys = keysOf(questionOf(id));
  return Object.fromEntries(Object.entries(answers).filter(([key]) => !keys.includes(key))) as ApplicationAnswers;
}

/** The flow's props for one question, unanswered, unlocked and without an error. */
export function questionArgs(id: string, sectionTitle: string): ProductQuestionScreenProps {
  return {
    question: questionOf(id),
    sectionTitle,
    application: { answers: unanswered(id) },
    user: context,
    saving: { save: fn(async () => ({ ok: true as const })) },
    navigation: { locked: false, serverError: null, goTo: fn(), next: fn(), previous: fn() },
  };
}

type Args = Partial<ProductQuestionScreenProps>;

/** The applicant's saved answer shown back to them. */
export const answered = (answers: ApplicationAnswers = COMPLETE_ANSWERS): Args => ({ application: { answers } });

/** A save in flight: the key navigation lock holds Back and Continue, which shows its progress. */
export const saving = (answers: ApplicationAnswers = COMPLETE_ANSWERS): Args => ({
  application: { answers },
  navigation: { locked: true, serverError: null, goTo: fn(), next: fn(), previous: fn() },
});

/** The save failed: the application error shows above the question, the answer stays on screen. */
export const saveFailed = (answers: ApplicationAnswers = COMPLETE_ANSWERS): Args => ({
  application: { answers },
  navigation: { locked: false, serverError: CONNECTION_PROBLEM, goTo: fn(), next: fn(), previous: fn() },
});

/** The message core gives for a question answered with `answer` (or left empty), as the screen must show it. */
export function expectedIssue(id: string, answer: Record<string, unknown> = {}): string {
  const question = questionOf(id);
  if (question.kind === 'group') return incompleteReason(question, unanswered(id), context) ?? '';
  const issue = validateQuestionAnswer(question, answer, unanswered(id), context).issues[0];
  if (!issue) throw new Error(`${id} accepts ${JSON.stringify(answer)}`);
  return issue.message;
}

/**
 * The invalid state: `type` fills in what the applicant typed (nothing by default), Continue is
 * pressed, and the spec's message for that answer must show.
 */
export function invalidPlay(id: string, answer: Record<string, unknown> = {}, type?: (canvas: ReturnType<typeof within>) => Promise<void>) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    if (type) await type(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // Two fields can share a message ("Choose Yes or No."); one is enough.
    await expect((await canvas.findAllByText(expectedIssue(id, answer)))[0]).toBeInTheDocument();
  };
}

/** The question as it sits in the flow's main column. */
export const inFlowColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 720, padding: 24, background: 'var(--color-surface)', borderRadius: 16 }}>
    <Story />
  </div>
);
