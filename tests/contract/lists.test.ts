import { describe, it } from 'vitest';
import {
  ApplicationDocumentsDocument,
  EquityPaymentMethodsDocument,
  FinancialItemsDocument,
  PaymentMethodsDocument,
  RefinanceApplicationsDocument,
  RefinanceApplicationsOverviewDocument,
} from '#generated/web';
import { contractScenario } from './contractHarness';

const both = contractScenario();
const UNKNOWN = '0f0e0d0c-0b0a-4909-8807-060504030201';

// Each `it.fails` is a drift found and not fixed yet: it passes while the mock still drifts, and
// fails (asking to become an `it`) once the mock answers like the API.
describe('the list mocks answer like the API for the demo homeowner', () => {
  it.fails('refinanceApplicationsOverview: the mocks start with one application the seeded homeowner does not have', async () => {
    await both.signIn();
    await both.expectSameAnswer(RefinanceApplicationsOverviewDocument);
  });

  it('refinanceApplications: none listed', async () => {
    await both.signIn();
    await both.expectSameAnswer(RefinanceApplicationsDocument);
  });

  it.fails('paymentMethods: the mocks start with a saved method the seeded homeowner does not have', async () => {
    await both.signIn();
    await both.expectSameAnswer(PaymentMethodsDocument);
  });

  it.fails('equityPaymentMethods: the mocks start with a saved method the seeded homeowner does not have', async () => {
    await both.signIn();
    await both.expectSameAnswer(EquityPaymentMethodsDocument);
  });

  it.fails('financialItems: the mocks list nothing for an application that is not hers, the API answers NOT_FOUND', async () => {
    await both.signIn();
    await both.expectSameAnswer(FinancialItemsDocument, { applicationType: 'REFINANCE', applicationUuid: UNKNOWN });
  });

  it.fails('applicationDocuments: the mocks list nothing for an application that is not hers, the API answers NOT_FOUND', async () => {
    await both.signIn();
    await both.expectSameAnswer(ApplicationDocumentsDocument, { applicationType: 'REFINANCE', applicationUuid: UNKNOWN });
  });

  it('refinanceApplications refuses a visitor', async () => {
    await both.expectSameAnswer(RefinanceApplicationsDocument);
  });
});
