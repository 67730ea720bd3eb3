import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findQuestion } from '#core/refinanceApplication/index';
import type { FieldsQuestion } from '#core/application/index';
import { IN_PROGRESS_ANSWERS } from '#mocks/refinanceApplicationFixtures';
import { browserContext } from '#web/lib/applicationStore';
import { QuestionScreen } from './QuestionScreen';

function renderAddressQuestion(onSave = vi.fn(async () => ({ ok: true as const }))) {
  const question = findQuestion('borrowerCurrentAddress') as FieldsQuestion;
  const keys = question.fields.map((field) => field.key);
  const answers = Object.fromEntries(Object.entries(IN_PROGRESS_ANSWERS).filter(([key]) => !keys.includes(key)));
  render(
    <QuestionScreen
      question={question}
      sectionTitle="Where you live"
      answers={answers}
      context={browserContext()}
      locked={false}
      serverError={null}
      onSave={onSave}
      onContinue={vi.fn()}
      onPrevious={vi.fn()}
    />,
  );
  return onSave;
}

describe('an address question', () => {
  it('left empty, says so on Continue, announced with the address, and saves nothing', async () => {
    const onSave = renderAddressQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const message = await screen.findByText('Enter the address.');
    expect(message.closest('fieldset')).toHaveAccessibleDescription(expect.stringContaining('Enter the address.'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('with a street only, names the first missing part at that part', async () => {
    renderAddressQuestion();
    await userEvent.type(screen.getByLabelText('Street address'), '1 Main St');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the city.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the address.')).not.toBeInTheDocument();
  });
});
