import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockBankLinks } from '#mocks/bankLinks';
import { createMockHandlers } from '#mocks/handlers';
import { resetMockRestructureApplications, seedMockRestructureApplication, type MockRestructureStage } from '#mocks/restructureApplication';
import { toClientRestructureApplication } from '../../model/clientApplication';
import { SeededApplication, STORY_UUID } from '../../testing/storyApplication';
import { RestructureQuestions } from './RestructureQuestions';

/** The application brought to `stage` by the mocks' own steps. */
const seededAt = (stage: MockRestructureStage, answers?: Parameters<typeof seedMockRestructureApplication>[1]) => () => {
  resetMockRestructureApplications();
  mockBankLinks.reset();
  seedMockRestructureApplication(stage, answers, STORY_UUID);
};

/** A save still in flight, so the key navigation lock stays on. */
const saveInFlightParameters = {
  msw: {
    handlers: createMockHandlers([
      graphql.mutation('saveRestructureApplicationAnswers', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    ]),
  },
};

/** A save the server answers with an error, as it does when something goes wrong on its side. */
const saveFailsParameters = {
  msw: {
    handlers: createMockHandlers([
      graphql.mutation('saveRestructureApplicationAnswers', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    ]),
  },
};

function Questions() {
  return <SeededApplication>{(loaded) => <RestructureQuestions application={toClientRestructureApplication(loaded)} onSubmitted={fn()} />}</SeededApplication>;
}

const ANSWERED_QUESTION = '/application/partner?question=hasCoOwners';

const pressContinue = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
  return canvas;
};

/** The partnership application on the shared question flow: progress, sections, one question at a time, autosave. */
const meta = {
  title: 'Partnership/Restructure/Questions',
  component: Questions,
  parameters: { layout: 'fullscreen', loggedIn: true },
  beforeEach: seededAt('APPROVAL', { hasCoOwners: false }),
} satisfies Meta<typeof Questions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resumed at the first unanswered question. */
export const FirstUnanswered: Story = {};

/** A question already answered, reached from its section. */
export const Answered: Story = { parameters: { route: ANSWERED_QUESTION } };

/** The product question, each choice priced for the answers so far. */
export const ProductChoice: Story = { parameters: { route: '/application/partner?question=productPreference' } };

/** Saving: Continue shows its progress and Back and the sections wait for the save. */
export const Saving: Story = {
  parameters: { route: ANSWERED_QUESTION, ...saveInFlightParameters },
  play: async (context) => {
    const canvas = await pressContinue(context);
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeInTheDocument();
  },
};

/** The save failed: the application error shows above the question, which stays on screen. */
export const SaveFailed: Story = {
  parameters: { route: ANSWERED_QUESTION, ...saveFailsParameters },
  play: async (context) => {
    const canvas = await pressContinue(context);
    await expect(await canvas.findByText('We couldn’t save that')).toBeInTheDocument();
  },
};

/** The review at the end of the questions. */
export const Review: Story = { parameters: { route: '/application/partner?question=review' }, beforeEach: seededAt('APPROVAL') };
