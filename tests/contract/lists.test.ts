import { describe, it } from 'vitest';
import { ApplicationDocumentsDocument, FinancialItemsDocument, RefinanceApplicationsDocument, RefinanceApplicationsOverviewDocument } from '#generated/web';
import { contractScenario } from './contractHarness';

const both = contractScenario();
const UNKNOWN = '0f0e0d0c-0b0a-4909-8807-060504030201';

describe('the list mocks answer like the API for the demo homeowner', () => {
  it('refinanceApplicationsOverview: none, as the seeded homeowner has none', async () => {
    await both.signIn();
    await both.expectSameAnswer(RefinanceApplicationsOverviewDocument);
  });

  it('refinanceApplications: none listed', async () => {
    await both.signIn();
    await both.expectSameAnswer(RefinanceApplicationsDocument);
  });

  it('financialItems of an application that is not hers, and for a visitor', async () => {
    await both.expectSameAnswer(FinancialItemsDocument, { applicationType: 'REFINANCE', applicationUuid: UNKNOWN });
    await both.signIn();
    await both.expectSameAnswer(FinancialItemsDocument, { applicationType: 'REFINANCE', applicationUuid: UNKNOWN });
  });

  it('applicationDocuments of an application that is not hers, and for a visitor', async () => {
    await both.expectSameAnswer(ApplicationDocumentsDocument, { applicationType: 'REFINANCE', applicationUuid: UNKNOWN });
    await both.signIn();
    await both.expectSameAnswer(ApplicationDocumentsDocument, { applicationType: 'REFINANCE', applicationUuid: UNKNOWN });
  });

  it('refinanceApplications refuses a visitor', async () => {
    await both.expectSameAnswer(RefinanceApplicationsDocument);
  });
});
