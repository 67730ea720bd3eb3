import { describe, expect, it } from 'vitest';
import {
  AnswerRefinanceApplicationQuestionDocument,
  ApplicationDocumentsDocument,
  CreatePrequalDocument,
  RefinanceApplicationDocument,
  RefinanceApplicationsOverviewDocument,
  StartRefinanceApplicationDocument,
  SubmitRefinanceApplicationDocument,
  type PrequalInput,
} from '#generated/web';
import { resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { mockPrequals } from '#mocks/prequal';
import { calculatorPrequal } from '#tests/api/rates/support';
import { contractScenario, type Side } from './contractHarness';

const both = contractScenario(() => {
  resetMockRefinanceApplications();
  mockPrequals.clear();
});

/** The calculator's prequal for a 320,000 balance on a 500,000 San Francisco home. */
const prequalInput: PrequalInput = calculatorPrequal();

const UNKNOWN = '0f0e0d0c-0b0a-4909-8807-060504030201';

/** The API keeps the homeowner's prequals from one test to the next: one walk starts one application on each side. */
describe('the refinance application mocks answer like the API', () => {
  it('starts from her prequal, reads, lists and answers it, refuses what is wrong or not hers, and refuses an incomplete submission', async () => {
    await both.signInAsMocked();
    const prequal = await both.expectSameAnswer(CreatePrequalDocument, { prequalInput });
    const prequalUuid = { api: prequal.data!.createPrequal.prequals[0]!.uuid, mock: prequal.mock.data!.createPrequal.prequals[0]!.uuid };
    const started = await both.expectSameAnswer(StartRefinanceApplicationDocument, (side) => ({ input: { prequalUuid: prequalUuid[side] } }));
    const uuid: Record<Side, string> = {
      api: started.data!.startRefinanceApplication.refinanceApplication!.uuid,
      mock: started.mock.data!.startRefinanceApplication.refinanceApplication!.uuid,
    };
    const application = await both.expectSameAnswer(RefinanceApplicationDocument, (side) => ({ uuid: uuid[side] }));
    expect(application.data?.refinanceApplication).not.toBeNull();
    const overview = await both.expectSameAnswer(RefinanceApplicationsOverviewDocument);
    expect(overview.data?.refinanceApplications).toHaveLength(1);
    await both.expectSameAnswer(ApplicationDocumentsDocument, (side) => ({ applicationType: 'REFINANCE' as const, applicationUuid: uuid[side] }));

    const answer = (questionId: string, value: Record<string, unknown>, on?: string) =>
      both.expectSameAnswer(AnswerRefinanceApplicationQuestionDocument, (side) => ({ input: { uuid: on ?? uuid[side], questionId, answer: value } }));
    expect((await answer('applicantMode', { applicantMode: 'SELF' })).data!.answerRefinanceApplicationQuestion.errors).toEqual([]);
    const refused = await answer('borrowerContact', { borrowerEmail: 'dana@', borrowerPhone: '555' });
    expect(refused.data!.answerRefinanceApplicationQuestion.errors.map((error) => error.code)).toContain('INVALID');
    await answer('noSuchQuestion', {});
    await answer('applicantMode', { applicantMode: 'SELF' }, UNKNOWN);

    const incomplete = await both.expectSameAnswer(SubmitRefinanceApplicationDocument, (side) => ({ input: { uuid: uuid[side] } }));
    expect(incomplete.data!.submitRefinanceApplication.errors.length).toBeGreaterThan(0);
    await both.expectSameAnswer(SubmitRefinanceApplicationDocument, { input: { uuid: UNKNOWN } });
  });

  it('refinanceApplication of an application that is not hers, and for a visitor', async () => {
    await both.expectSameAnswer(RefinanceApplicationDocument, { uuid: UNKNOWN });
    await both.signIn();
    await both.expectSameAnswer(RefinanceApplicationDocument, { uuid: UNKNOWN });
  });
});
