import { answersWithout, COMPLETE_SINGLE_BORROWER_ANSWERS } from '#core/refinanceApplication/fixtures';
import { contextFor, type ApplicationAnswers } from '#core/application/index';
import { redactAnswers, refinanceQuestionMap, summarizeSections } from '#core/refinanceApplication/index';
import type { RefinanceApplicationDetailsFragment } from '#generated/web';

/** The demo homeowner's application in the mocks: started, about two thirds answered. */
export const MOCK_REFINANCE_APPLICATION_UUID = '3d7e9a41-2b6c-4f08-8e15-6a9c0b2d4e71';
export const MOCK_PREQUAL_UUID = '9b4f0c2d-6e1a-4b3c-9d8e-0000000000a1';

/** Everything from the declarations on is still to answer. */
export const IN_PROGRESS_ANSWERS: ApplicationAnswers = answersWithout(
  COMPLETE_SINGLE_BORROWER_ANSWERS,
  Object.keys(COMPLETE_SINGLE_BORROWER_ANSWERS).filter(
    (key) =>
      /^borrower(Will|Had|Prior|Is(DownPayment|Applying|CoSigner|Delinquent|PartyTo|Obligated)|Has(Priority|Outstanding|Conveyed|Completed|Property|Declared|Military)|Borrowed|Bankruptcy|CoSigner|Judgments|FederalDebt|Lawsuit|DeedInLieu|ShortSale|Foreclosure|Alimony|Military|Demographics)/.test(
        key,
      ) || ['agreedToAcknowledgements', 'consentedToCreditCheck', 'coBorrowerHasAgreed', 'signatureName'].includes(key),
  ),
);

export const COMPLETE_ANSWERS = COMPLETE_SINGLE_BORROWER_ANSWERS;

export interface MockApplicationRecord {
  uuid: string;
  prequalUuid: string | null;
  answers: ApplicationAnswers;
  applicationSubmittedAt: string | null;
  loanApplicationUuid: string | null;
  updatedAt: string;
}

export function mockRecord(overrides: Partial<MockApplicationRecord> = {}): MockApplicationRecord {
  return {
    uuid: MOCK_REFINANCE_APPLICATION_UUID,
    prequalUuid: MOCK_PREQUAL_UUID,
    answers: IN_PROGRESS_ANSWERS,
    applicationSubmittedAt: null,
    loanApplicationUuid: null,
    updatedAt: '2026-11-20T18:30:00.000Z',
    ...overrides,
  };
}

/** The application as the API returns it (answers redacted, sections computed), typed by the operation. */
export function toMockApplication(record: MockApplicationRecord, now = new Date()): RefinanceApplicationDetailsFragment {
  const context = contextFor(now);
  const address = record.answers.propertyAddress as { street: string; unit: string | null; city: string; state: string; zip: string } | undefined;
  const street = address ? /^(\d[\w-]*)\s+(.+)$/.exec(address.street) : null;
  return {
    __typename: 'RefinanceApplication',
    uuid: record.uuid,
    prequalUuid: record.prequalUuid,
    applicationSubmittedAt: record.applicationSubmittedAt,
    loanApplicationUuid: record.loanApplicationUuid,
    updatedAt: record.updatedAt,
    rateOptionUuid: null,
    answers: redactAnswers(record.answers),
    propertyLocation: address
      ? {
          __typename: 'Location',
          streetNumber: street?.[1] ?? null,
          streetName: street?.[2] ?? address.street,
          unitNumber: address.unit,
          locality: address.city,
          state: address.state,
          zip: address.zip,
        }
      : null,
    sections: summarizeSections(record.answers, context, record.applicationSubmittedAt !== null).map((s) => ({ __typename: 'ApplicationSection', ...s })),
  };
}

export function mockPercentAnswered(record: MockApplicationRecord, now = new Date()): number {
  return refinanceQuestionMap(record.answers, contextFor(now)).percentAnswered;
}
