import { describe, expect, it } from 'vitest';
import { CreatePrequalDocument, RefinanceApplicationDocument, StartRefinanceApplicationDocument, type PrequalInput } from '#generated/web';
import { resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { mockPrequals } from '#mocks/prequal';
import { calculatorPrequal } from '#tests/api/rates/support';
import { contractScenario } from './contractHarness';

const both = contractScenario(() => {
  resetMockRefinanceApplications();
  mockPrequals.clear();
});

/** The calculator's prequal for a 320,000 balance on a 500,000 San Francisco home. */
const prequalInput: PrequalInput = calculatorPrequal();

describe('the refinance application mocks answer like the API', () => {
  it('startRefinanceApplication from the homeowner’s prequal, then refinanceApplication', async () => {
    await both.signInAsMocked();
    const prequal = await both.expectSameAnswer(CreatePrequalDocument, { prequalInput });
    const prequalUuid = { api: prequal.data!.createPrequal.prequals[0]!.uuid, mock: prequal.mock.data!.createPrequal.prequals[0]!.uuid };
    const started = await both.expectSameAnswer(StartRefinanceApplicationDocument, (side) => ({ input: { prequalUuid: prequalUuid[side] } }));
    const uuid = {
      api: started.data!.startRefinanceApplication.refinanceApplication!.uuid,
      mock: started.mock.data!.startRefinanceApplication.refinanceApplication!.uuid,
    };
    const application = await both.expectSameAnswer(RefinanceApplicationDocument, (side) => ({ uuid: uuid[side] }));
    expect(application.data?.refinanceApplication).not.toBeNull();
  });

  it('refinanceApplication of an application that is not hers, and for a visitor', async () => {
    await both.expectSameAnswer(RefinanceApplicationDocument, { uuid: '0f0e0d0c-0b0a-4909-8807-060504030201' });
    await both.signIn();
    await both.expectSameAnswer(RefinanceApplicationDocument, { uuid: '0f0e0d0c-0b0a-4909-8807-060504030201' });
  });
});
