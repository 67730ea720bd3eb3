import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import {
  AcceptPurchaseContractDocument,
  AcceptPurchaseInvitationDocument,
  AcceptPurchaseOptionAgreementDocument,
  CompletePurchaseUploadsDocument,
  CreatePurchaseAgentLinkDocument,
  CreatePurchasePrequalDocument,
  PreviewPurchaseOfferDocument,
  PurchaseAgentStatusDocument,
  PurchaseApplicationDocument,
  PurchaseApplicationsForOffersDocument,
  PurchaseAppraisalDocument,
  PurchaseBudgetEstimateDocument,
  PurchaseFundingProgramsDocument,
  RecordPurchaseOfferDocument,
  SavePurchaseApplicationAnswersDocument,
  StartPurchaseApplicationDocument,
  SubmitPurchaseApplicationDocument,
  SubmitPurchaseAppraisalAndServicesDocument,
  SubmitPurchaseOffersDocument,
  ViewPurchaseContractPageDocument,
  WritePurchaseOfferLetterDocument,
  type DocumentType,
  type PrequalInput,
  type SavePurchaseApplicationAnswersInput,
} from '#generated/web';
import { recordMockAppraisal, recordMockPurchaseUpload, resetMockPurchaseApplications } from '#mocks/purchaseApplication';
import { findMockPurchase } from '#mocks/purchaseApplicationState';
import { mockPrequals } from '#mocks/prequal';
import { mockDocuments } from '#mocks/documents';
import { APPLICANT_ANSWERS, recordAppraisal, recordUploads, untilDocument, untilStage } from '#tests/api/purchaseApplication/support';
import { contractScenario, type Side } from './contractHarness';
import type { ShapeOptions } from './sameShape';

const both = contractScenario(
  () => {
    resetMockPurchaseApplications();
    mockPrequals.clear();
    mockDocuments.reset();
  },
  { jobs: true },
);

/** What the buyer's page sends: $600,000 in Sacramento with $80,000 down (tests/api/purchaseApplication BUYER_PREQUAL). */
const prequalInput: PrequalInput = {
  productFunnel: 'PURCHASE',
  estimatedPropertyValue: 600_000,
  downPayment: 80_000,
  propertyLocation: { locality: 'Sacramento', state: 'CA', country: 'US' },
  propertyUse: 'PRIMARY_RESIDENCE',
  creditScoreEstimate: 'SCORE_740_759',
};

// Links carry each side's own ids and tokens, and each side stores its own bytes for a file: the
// same kind of value is all they share. The option agreement's pages are the PDF's as pdfkit lays
// them out on the server; the mocks print a summary of it on as many pages, line for line by kind.
const SAME: ShapeOptions = {
  byKind: ['**.downloadUrl', '**.url', '**.size', '**.contractPages.*.lines'],
  anyLength: ['**.contractPages.*.lines'],
};

function same<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables?: TVariables | ((side: Side) => TVariables)) {
  return both.expectSameAnswer(document, variables, SAME);
}

type Ids = Record<Side, string>;

describe('the partner purchase mocks answer like the API (§3 partner purchase)', () => {
  // Some forty steps on both sides and the API's jobs between them: slow on a busy machine.
  it('walks a purchase from the buyer’s prequal to a closed purchase on both sides', { timeout: 120_000 }, async () => {
    await both.signInAsMocked();
    const api = both.testApp();

    const prequal = await same(CreatePurchasePrequalDocument, { prequalInput, newUserInput: null });
    const prequalUuid: Ids = { api: prequal.data!.createPrequal.prequals[0]!.uuid, mock: prequal.mock.data!.createPrequal.prequals[0]!.uuid };
    const started = await same(StartPurchaseApplicationDocument, (side) => ({
      input: { prequalUuid: prequalUuid[side], timeline: '0_3_MONTHS', purchaseStage: 'OPEN_HOUSES' as const, incomeSource: 'SALARY' as const },
    }));
    const uuid: Ids = {
      api: started.data!.startPurchaseApplication.purchaseApplication!.uuid,
      mock: started.mock.data!.startPurchaseApplication.purchaseApplication!.uuid,
    };
    const input = (side: Side) => ({ input: { uuid: uuid[side] } });
    const read = async () => (await same(PurchaseApplicationDocument, (side) => ({ uuid: uuid[side] }))).data!.purchaseApplication!;
    // One file at a time, a moment apart: the API lists documents by when they were stored.
    const upload = async (types: DocumentType[]) => {
      for (const type of types) {
        await recordUploads(api, uuid.api, [type]);
        recordMockPurchaseUpload(uuid.mock, type);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    // The API's background jobs run on their own: the scenario waits for them; the mock's run on the next read.
    const reviewed = (stage: string) => untilStage(api, uuid.api, stage);

    // The buyer answers and submits; the agent's link shows the stage.
    await same(SavePurchaseApplicationAnswersDocument, (side) => ({ input: { uuid: uuid[side], answers: { targetPrice: 700_000_000 } } }));
    await same(SavePurchaseApplicationAnswersDocument, (side) => ({
      input: { uuid: uuid[side], answers: APPLICANT_ANSWERS as SavePurchaseApplicationAnswersInput['answers'] },
    }));
    const link = await same(CreatePurchaseAgentLinkDocument, input);
    const token: Ids = {
      api: link.data!.createPurchaseAgentLink.url!.split('/').pop()!,
      mock: link.mock.data!.createPurchaseAgentLink.url!.split('/').pop()!,
    };
    await same(PurchaseAgentStatusDocument, (side) => ({ token: token[side] }));
    await same(SubmitPurchaseApplicationDocument, input);

    // Uploads: one is missing at review, then the rest bring the pre-approval and its letter.
    await upload(['PAYSTUB']);
    await same(CompletePurchaseUploadsDocument, input);
    await reviewed('ADDITIONAL_DOCUMENT_UPLOAD');
    expect((await read()).missingDocuments).toEqual(['W2_1099', 'BANK_ACCOUNT_STATEMENT']);
    await upload(['W2_1099', 'BANK_ACCOUNT_STATEMENT']);
    await same(CompletePurchaseUploadsDocument, input);
    await reviewed('CONTRACT_REVIEW');
    await untilDocument(api, uuid.api, 'PRE_APPROVAL_LETTER');
    expect((await read()).preApprovalAmount).toBe(800_000);
    await same(PurchaseAgentStatusDocument, (side) => ({ token: token[side] }));

    // Offers: one rejected, one accepted after its preview, with its own letter.
    await same(AcceptPurchaseContractDocument, input);
    await same(RecordPurchaseOfferDocument, (side) => ({
      input: { uuid: uuid[side], address: '12 Elm St, Sacramento, CA', price: 610_000, status: 'REJECTED' as const },
    }));
    await same(PreviewPurchaseOfferDocument, (side) => ({ input: { uuid: uuid[side], price: 590_000 } }));
    await same(PreviewPurchaseOfferDocument, (side) => ({ input: { uuid: uuid[side], price: 5_000_000 } }));
    const accepted = await same(RecordPurchaseOfferDocument, (side) => ({
      input: { uuid: uuid[side], address: '48 Oak Ave, Sacramento, CA', price: 590_000, status: 'ACCEPTED' as const },
    }));
    const offerUuid: Ids = {
      api: accepted.data!.recordPurchaseOffer.purchaseApplication!.acceptedOfferUuid!,
      mock: accepted.mock.data!.recordPurchaseOffer.purchaseApplication!.acceptedOfferUuid!,
    };
    await same(WritePurchaseOfferLetterDocument, (side) => ({ input: { uuid: uuid[side], offerUuid: offerUuid[side] } }));
    await same(PurchaseApplicationsForOffersDocument, undefined);

    // To appraisal once the agreement is uploaded; the sandbox's appraiser reports at the price.
    await same(SubmitPurchaseOffersDocument, input);
    await upload(['PURCHASE_AGREEMENT']);
    await same(SubmitPurchaseOffersDocument, input);
    await same(PurchaseAppraisalDocument, (side) => ({ uuid: uuid[side] }));
    await same(SubmitPurchaseAppraisalAndServicesDocument, (side) => ({ input: { uuid: uuid[side] } }));

    // Staff record the appraiser's report under the price: the buyer pays the gap in cash.
    expect((await recordAppraisal(api, uuid.api, '585000')).exitCode).toBe(0);
    recordMockAppraisal(findMockPurchase(uuid.mock)!, 585_000_00);
    await upload(['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE']);
    await same(PurchaseAppraisalDocument, (side) => ({ uuid: uuid[side] }));
    await same(SubmitPurchaseAppraisalAndServicesDocument, (side) => ({ input: { uuid: uuid[side] } }));

    // The option agreement, read page by page and accepted; the sandbox then closes.
    await same(AcceptPurchaseOptionAgreementDocument, input);
    const pages = (await read()).contractPageCount ?? 0;
    expect(pages).toBeGreaterThan(0);
    for (let page = 1; page <= pages; page++) await same(ViewPurchaseContractPageDocument, (side) => ({ input: { uuid: uuid[side], page } }));
    await same(ViewPurchaseContractPageDocument, (side) => ({ input: { uuid: uuid[side], page: pages + 1 } }));
    await same(AcceptPurchaseOptionAgreementDocument, input);
    await reviewed('CLOSED');
    const closed = await read();
    expect(closed.stage).toBe('CLOSED');
  });

  it('purchaseBudgetEstimate in California and out of the licensed states', async () => {
    const input = { annualIncome: 150_000, monthlyDebts: 500, downPayment: 80_000, state: 'CA', creditScoreEstimate: 'SCORE_740_759' as const };
    await same(PurchaseBudgetEstimateDocument, { input });
    await same(PurchaseBudgetEstimateDocument, { input: { ...input, state: 'NY' } });
  });

  it('purchaseFundingPrograms in California', async () => {
    await same(PurchaseFundingProgramsDocument, { state: 'CA' });
  });

  it('acceptPurchaseInvitation with a token never mailed, and purchaseApplication and purchaseAgentStatus of what is not hers', async () => {
    await both.signIn();
    await same(AcceptPurchaseInvitationDocument, { input: { token: 'not-an-invitation' } });
    await same(PurchaseApplicationDocument, { uuid: '0f0e0d0c-0b0a-4909-8807-060504030201' });
    await same(PurchaseAgentStatusDocument, { token: 'not-an-agent-link' });
  });
});
