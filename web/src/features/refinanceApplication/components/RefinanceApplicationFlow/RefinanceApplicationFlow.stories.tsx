import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { createMockHandlers } from '#mocks/handlers';
import { resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { COMPLETE_ANSWERS, IN_PROGRESS_ANSWERS, mockRecord, toMockApplication } from '#mocks/refinanceApplicationFixtures';
import { toClientApplication } from '#web/lib/applicationStore';
import { RefinanceApplicationFlow } from './RefinanceApplicationFlow';

const record = (answers = IN_PROGRESS_ANSWERS) => mockRecord({ answers });
const handlers = (...overrides: RequestHandler[]) => ({ msw: { handlers: createMockHandlers(overrides) } });
const ANSWERED_QUESTION = '/application/refinance?question=borrowerCitizenship';

const pressContinue = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
  return canvas;
};

/** The refinance application on the shared question flow: progress, sections, one question at a time, autosave. */
const meta = {
  title: 'Application/Refinance question flow',
  component: RefinanceApplicationFlow,
  parameters: { layout: 'fullscreen', loggedIn: true },
  args: { application: toClientApplication(toMockApplication(record())) },
  beforeEach: () => resetMockRefinanceApplications([record()]),
} satisfies Meta<typeof RefinanceApplicationFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resumed at the first unanswered question. */
export const FirstUnanswered: Story = {};

/** A question already answered, reached from its section. */
export const Answered: Story = { parameters: { route: ANSWERED_QUESTION } };

/** The screen that closes a section. */
export const EndScreen: Story = { parameters: { route: '/application/refinance?question=borrowerDone' } };

/** Saving: Continue shows its progress and Back and the sections wait for the save. */
export const Saving: Story = {
  parameters: {
    route: ANSWERED_QUESTION,
    ...handlers(
      graphql.mutation('answerRefinanceApplicationQuestion', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    ),
  },
  play: async (context) => {
    const canvas = await pressContinue(context);
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeInTheDocument();
  },
};

/** The save failed: the application error shows above the question, which stays on screen. */
export const SaveFailed: Story = {
  parameters: {
    route: ANSWERED_QUESTION,
    ...handlers(
      graphql.mutation('answerRefinanceApplicationQuestion', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    ),
  },
  play: async (context) => {
    const canvas = await pressContinue(context);
    await expect(await canvas.findByText('We couldn’t save that')).toBeInTheDocument();
  },
};

/** Every answer at a glance before submitting. */
export const Review: Story = {
  parameters: { route: '/application/refinance?question=review' },
  args: { application: toClientApplication(toMockApplication(record(COMPLETE_ANSWERS))) },
  beforeEach: () => resetMockRefinanceApplications([record(COMPLETE_ANSWERS)]),
};
