import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mockBankLinks } from '#mocks/bankLinks';
import { resetMockRestructureApplications, seedMockRestructureApplication, type MockRestructureStage } from '#mocks/restructureApplication';
import { validateQuestionAnswer } from '#core/application/index';
import { CONNECTION_PROBLEM } from '#web/features/application/index';
import { browserContext } from '#web/lib/applicationStore';
import { toClientRestructureApplication } from '../../model/clientApplication';
import { findRestructureQuestion } from '#core/restructureApplication/questions';
import { SeededApplication, STORY_UUID } from '../../testing/storyApplication';
import { RestructureReview, type RestructureReviewProps } from './RestructureReview';

/** The application brought to `stage` by the mocks' own steps. */
const seededAt = (stage: MockRestructureStage, answers?: Parameters<typeof seedMockRestructureApplication>[1]) => () => {
  resetMockRestructureApplications();
  mockBankLinks.reset();
  seedMockRestructureApplication(stage, answers, STORY_UUID);
};

/** The employer's name left empty, in core's words, as the server refuses it. */
const employerProblem = (() => {
  const issue = validateQuestionAnswer(findRestructureQuestion('employerName')!, {}, {}, browserContext()).issues[0]!;
  return { code: 'INVALID_INPUT', field: issue.field, message: issue.message };
})();

type Shown = Pick<RestructureReviewProps, 'readOnly' | 'locked' | 'serverError' | 'problems'>;

function Review(props: Shown) {
  return (
    <SeededApplication>
      {(loaded) => {
        const application = toClientRestructureApplication(loaded);
        return (
          <RestructureReview
            answers={application.answers}
            context={browserContext()}
            offer={props.readOnly ? null : (application.offer ?? null)}
            denials={props.readOnly ? [] : application.denials}
            onEdit={fn()}
            onSubmit={fn()}
            onPrevious={fn()}
            {...props}
          />
        );
      }}
    </SeededApplication>
  );
}

/** Every answer at a glance, the denials that stand in the way, the credit check consent and Submit. */
const meta = {
  title: 'Partnership/Restructure/Review',
  component: Review,
  parameters: { layout: 'padded', loggedIn: true },
  args: {},
  beforeEach: seededAt('APPROVAL'),
} satisfies Meta<typeof Review>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer given: ready to submit. */
export const ReadyToSubmit: Story = {};

/** A denial the applicant can clear by editing an answer. */
export const WithDenial: Story = { beforeEach: seededAt('APPROVAL', { propertyUse: 'INVESTMENT_PROPERTY' }) };

/** Submitting: the key navigation lock holds Submit and Back. */
export const Submitting: Story = { args: { locked: true } };

/** The submit failed: the application error above the answers. */
export const SubmitFailed: Story = { args: { serverError: CONNECTION_PROBLEM } };

/** Refused by the server, with the answer to fix. */
export const SubmitRefused: Story = {
  args: { problems: [employerProblem] },
};

/** After submission: the answers, read-only, under the stage screen. */
export const ReadOnly: Story = { args: { readOnly: true }, beforeEach: seededAt('CONTRACT_REVIEW') };
