import { describe, it } from 'vitest';
import {
  ChangeWaitlistEntryDocument,
  JoinWaitlistDocument,
  LeaveWaitlistDocument,
  StartPaymentSetupDocument,
  EquityTransactionPreviewDocument,
  PartnerPropertyDashboardDocument,
  PropertyDashboardDocument,
  PurchaseApplicationsDocument,
  RestructureApplicationsDocument,
  WaitlistEntryByLinkDocument,
} from '#generated/web';
import { contractScenario } from './contractHarness';

const both = contractScenario();
const UNKNOWN = '0f0e0d0c-0b0a-4909-8807-060504030201';

describe('the homes, purchase, restructure and waitlist mocks answer like the API', () => {
  it('propertyDashboard and partnerPropertyDashboard of a home that is not hers', async () => {
    await both.signIn();
    await both.expectSameAnswer(PropertyDashboardDocument, { uuid: UNKNOWN });
    await both.expectSameAnswer(PartnerPropertyDashboardDocument, { uuid: UNKNOWN });
  });

  it('equityTransactionPreview of a home that is not hers', async () => {
    await both.signIn();
    await both.expectSameAnswer(EquityTransactionPreviewDocument, { input: { propertyUuid: UNKNOWN, kind: 'BUY_IN', amount: 10_000 } });
  });

  it('restructureApplications and purchaseApplications: none started', async () => {
    await both.signIn();
    await both.expectSameAnswer(RestructureApplicationsDocument);
    await both.expectSameAnswer(PurchaseApplicationsDocument);
  });

  it('waitlistEntryByLink of a token never mailed', async () => {
    await both.expectSameAnswer(WaitlistEntryByLinkDocument, { token: 'not-a-waitlist-token' });
  });
});

describe('the waitlist and payment setup mocks answer like the API', () => {
  it('changeWaitlistEntry and leaveWaitlist with a token never mailed', async () => {
    await both.expectSameAnswer(ChangeWaitlistEntryDocument, { input: { token: 'not-a-waitlist-token', firstName: 'Dana', zip: '94109' } });
    await both.expectSameAnswer(LeaveWaitlistDocument, { input: { token: 'not-a-waitlist-token' } });
  });

  it('joinWaitlist for the purchase waitlist', async () => {
    await both.expectSameAnswer(JoinWaitlistDocument, {
      input: { product: 'PURCHASE', email: 'buyer@example.com', firstName: 'Sam', zip: '94109', timeline: 'NOT_SURE' },
    });
  });

  it('joinWaitlist refuses a ZIP code of three digits', async () => {
    await both.expectSameAnswer(JoinWaitlistDocument, { input: { product: 'PURCHASE', email: 'buyer@example.com', firstName: 'Sam', zip: '941' } });
  });

  it('startPaymentSetup for the homeowner: a sandbox setup whose ids are the processor’s', async () => {
    await both.signIn();
    await both.expectSameAnswer(
      StartPaymentSetupDocument,
      {},
      { byKind: ['answer.data.startPaymentSetup.setup.setupIntentId', 'answer.data.startPaymentSetup.setup.clientSecret'] },
    );
  });
});
