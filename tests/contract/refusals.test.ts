import { describe, it } from 'vitest';
import {
  AcceptPropertyInvitationDocument,
  CreateBankLinkTokenDocument,
  DeleteDocumentDocument,
  LinkFinancialItemDocument,
  RemoveFinancialItemDocument,
  RemovePaymentMethodDocument,
  RequestEquityVerificationCodeDocument,
  SavePaymentBankAccountDocument,
  SetDefaultPaymentMethodDocument,
  VerifyEquityTransactionDocument,
  VerifyMicrodepositsDocument,
  VerifyPaymentSetupDocument,
} from '#generated/web';
import { contractScenario } from './contractHarness';

const both = contractScenario();
// A uuid nothing on either side has: each mutation below must refuse it as the API does.
const UNKNOWN = '0f0e0d0c-0b0a-4909-8807-060504030201';

describe('the mocks refuse what is not the homeowner’s as the API does', () => {
  it('createBankLinkToken for an application that is not hers, and for a visitor', async () => {
    await both.expectSameAnswer(CreateBankLinkTokenDocument, { input: { applicationType: 'REFINANCE', applicationUuid: UNKNOWN } });
    await both.signIn();
    await both.expectSameAnswer(CreateBankLinkTokenDocument, { input: { applicationType: 'REFINANCE', applicationUuid: UNKNOWN } });
  });

  it('linkFinancialItem to an application that is not hers, and for a visitor', async () => {
    const input = { applicationType: 'REFINANCE' as const, applicationUuid: UNKNOWN, kind: 'BANK_ACCOUNT' as const, publicToken: 'public-sandbox-unknown' };
    await both.expectSameAnswer(LinkFinancialItemDocument, { input });
    await both.signIn();
    await both.expectSameAnswer(LinkFinancialItemDocument, { input });
  });

  it('removeFinancialItem and verifyMicrodeposits of an item that is not hers', async () => {
    await both.signIn();
    await both.expectSameAnswer(RemoveFinancialItemDocument, { input: { financialItemUuid: UNKNOWN } });
    await both.expectSameAnswer(VerifyMicrodepositsDocument, { input: { financialItemUuid: UNKNOWN, amountsCents: [32, 45] } });
  });

  it('deleteDocument of a document that is not hers', async () => {
    await both.signIn();
    await both.expectSameAnswer(DeleteDocumentDocument, { input: { documentUuid: UNKNOWN } });
  });

  it('removePaymentMethod, setDefaultPaymentMethod, savePaymentBankAccount and verifyPaymentSetup of what is not hers', async () => {
    await both.signIn();
    await both.expectSameAnswer(RemovePaymentMethodDocument, { input: { paymentMethodUuid: UNKNOWN } });
    await both.expectSameAnswer(SetDefaultPaymentMethodDocument, { input: { paymentMethodUuid: UNKNOWN } });
    await both.expectSameAnswer(SavePaymentBankAccountDocument, { input: { financialAccountUuid: UNKNOWN } });
    await both.expectSameAnswer(VerifyPaymentSetupDocument, { input: { setupIntentId: 'seti_unknown' } });
  });

  it('requestEquityVerificationCode, verifyEquityTransaction and acceptPropertyInvitation for a home that is not hers', async () => {
    await both.signIn();
    await both.expectSameAnswer(RequestEquityVerificationCodeDocument, { input: { propertyUuid: UNKNOWN } });
    await both.expectSameAnswer(VerifyEquityTransactionDocument, {
      input: { propertyUuid: UNKNOWN, kind: 'BUY_IN', amount: 10_000, idempotencyKey: 'contract-buy-in-1', password: 'roofline-demo-2026' },
    });
    await both.expectSameAnswer(AcceptPropertyInvitationDocument, { input: { propertyUuid: UNKNOWN, token: 'not-an-invitation' } });
  });
});
