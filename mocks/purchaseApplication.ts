import { graphql, http, HttpResponse, type GraphQLResponseBody } from 'msw';
import { contractPageView, dollarsToCents } from '#core/partnership/index';
import {
  applyPurchaseAnswers,
  budgetEstimate,
  exhibitCChangeInDollars,
  exhibitCChanges,
  missingPurchaseAnswers,
  missingPurchaseDocuments,
  offerDocuments,
  offerLetterAboveAmount,
  optionAgreementReadingRefusal,
  transitionPurchase,
  APPRAISAL_AND_SERVICES_DOCUMENTS,
  APPRAISAL_NOT_RECEIVED,
  OFFER_LETTER_NOT_NOW,
  type OfferStatus,
} from '#core/purchase/index';
import { EMAIL_IN_USE } from '#core/account/email';
import { stepRefusal } from '#core/application/stepRefusal';
import { bankLinkMessages, paymentAccountRefusal } from '#core/bankLinks/index';
import { priceScenario, toScenario } from '#core/rates/index';
import type { ChoosePaymentBankAccountMutation, ChoosePaymentBankAccountMutationVariables } from '#generated/web';
import type { PurchaseApplicationPayload, UserError } from '#generated/server';
import { mockBankLinks } from './bankLinks';
import { mockPrograms } from './contentFixtures';
import { mockDocuments } from './documents';
import { demoUser } from './fixtures';
import { defaultMockFlags } from './flags';
import {
  acceptMockOptionAgreement,
  figuresAt,
  findMockPurchase,
  findMockPurchaseByAgentToken,
  issueMockAgentLink,
  mockAgentLetters,
  moveMockPurchase,
  newMockPurchase,
  nowIso,
  orderMockAppraisal,
  purchaseStore,
  reviewMockPurchase,
  settleMockAppraisal,
  userError,
  writeMockOfferLetter,
  writeMockOptionAgreement,
  type MockPurchase,
} from './purchaseApplicationState';
import { dollars, exhibitC, funds, preApprovalExpiresAt, toMockPurchaseApplication } from './purchaseApplicationView';
import { seededSheet } from './ratesSheet';
import { mockSession } from './session';
import { calendarDate, localTimeZone } from '#core/calendarDate';
import { centsToDollars } from '#core/money/cents';

// Partner purchase in the browser: answers, the buyer prequal, the budget estimate (priced with
// core/rates on the seeded sheet), the stage machine and the offer's Exhibit C all run the
// same core/ code the server does. Underwriting is the sandbox's: complete uploads are
// pre-approved and a purchase at CLOSING closes once the buyer accepts the option agreement. /application/purchase/{uuid} with one
// of MOCK_PURCHASE_STAGE_UUIDS opens an application already at that stage.

export {
  MOCK_AGENT_TOKENS,
  MOCK_COMPLETE_VALUES,
  MOCK_PURCHASE_STAGE_UUIDS,
  issueMockAgentLink,
  recordMockAppraisal,
  recordMockPurchaseUpload,
  resetMockPurchaseApplications,
  seedMockPurchaseApplication,
} from './purchaseApplicationState';
export { toMockPurchaseApplication } from './purchaseApplicationView';

const notFound = () =>
  HttpResponse.json<GraphQLResponseBody<never>>({
    data: null,
    errors: [{ message: 'Purchase application was not found.', extensions: { code: 'NOT_FOUND' } }],
  });
const payload = (record: MockPurchase | null, errors: UserError[] = []): PurchaseApplicationPayload => ({
  __typename: 'PurchaseApplicationPayload',
  purchaseApplication: record && !errors.length ? toMockPurchaseApplication(record) : null,
  errors,
});

/** A payload-returning mutation over one application. */
function step(name: string, run: (record: MockPurchase, input: Record<string, unknown>) => UserError[]) {
  return graphql.mutation(name, ({ variables }) => {
    const input = (variables as { input: Record<string, unknown> }).input;
    const record = findMockPurchase(String(input.uuid));
    if (!record || !mockSession.isLoggedIn()) return notFound();
    const errors = run(record, input);
    record.updatedAt = nowIso();
    return HttpResponse.json({ data: { [name]: payload(record, errors) } });
  });
}

export const purchaseApplicationHandlers = [
  graphql.query('purchaseApplications', () =>
    HttpResponse.json({
      data: { __typename: 'Query', purchaseApplications: mockSession.isLoggedIn() ? [...purchaseStore.values()].map(toMockPurchaseApplication) : [] },
    }),
  ),
  graphql.query('purchaseApplicationsForOffers', () =>
    HttpResponse.json({
      data: { __typename: 'Query', purchaseApplications: mockSession.isLoggedIn() ? [...purchaseStore.values()].map(toMockPurchaseApplication) : [] },
    }),
  ),
  graphql.query('purchaseApplication', ({ variables }) => {
    const record = mockSession.isLoggedIn() ? findMockPurchase(String(variables.uuid)) : undefined;
    if (record) settleMockAppraisal(record);
    return record ? HttpResponse.json({ data: { __typename: 'Query', purchaseApplication: toMockPurchaseApplication(record) } }) : notFound();
  }),
  // The appraisal screen's own read, polled while the appraisal is ordered.
  graphql.query('purchaseAppraisal', ({ variables }) => {
    const record = mockSession.isLoggedIn() ? findMockPurchase(String(variables.uuid)) : undefined;
    if (!record) return notFound();
    settleMockAppraisal(record);
    const { uuid, appraisedValue, appraisal, exhibitCFields, fundsToClose } = toMockPurchaseApplication(record);
    return HttpResponse.json({
      data: { __typename: 'Query', purchaseApplication: { __typename: 'PurchaseApplication', uuid, appraisedValue, appraisal, exhibitCFields, fundsToClose } },
    });
  }),
  // The funding step's programs: the purchase ones offered in the state (the price is the page's rule, core/purchase/programFit).
  graphql.query('purchaseFundingPrograms', ({ variables }) => {
    const state = typeof variables.state === 'string' ? variables.state.toUpperCase() : null;
    const programs = mockPrograms.filter(
      (program) =>
        program.product === 'PURCHASE' &&
        ['DOWN_PAYMENT_ASSISTANCE', 'FIRST_TIME_BUYER', 'LOW_DOWN_PAYMENT'].includes(program.type) &&
        (!state || program.nationwide || program.states.includes(state)),
    );
    return HttpResponse.json({ data: { __typename: 'Query', programs } });
  }),
  graphql.query('purchaseBudgetEstimate', ({ variables }) => {
    const input = variables.input as {
      annualIncome: number;
      monthlyDebts: number;
      downPayment: number;
      buyerLoan?: number | null;
      state?: string | null;
      creditScoreEstimate?: string | null;
    };
    const homeValue = input.buyerLoan ? input.downPayment + input.buyerLoan : input.downPayment / 0.2;
    const loan = input.buyerLoan || homeValue - input.downPayment;
    const parsed = toScenario(
      {
        propertyLocation: { state: input.state ?? defaultMockFlags.licensedStates[0] },
        remainingMortgageAmount: loan,
        baseLoanAmount: loan,
        estimatedHomeValue: homeValue,
        creditScoreRange: (input.creditScoreEstimate ?? 'SCORE_740_759') as never,
        occupancyType: 'PRIMARY_RESIDENCE',
        cashoutAmount: 0,
        mortgageType: 'CONVENTIONAL',
        filters: { requestedMortgages: ['FIXED_30_YEARS'] },
      },
      defaultMockFlags.licensedStates,
    );
    const option = 'refusal' in parsed ? undefined : priceScenario(seededSheet(), parsed.scenario).options[0];
    if (!option)
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          purchaseBudgetEstimate: {
            __typename: 'PurchaseBudgetEstimatePayload',
            estimate: null,
            errors: [userError('OUT_OF_AREA', 'Unfortunately, we are not live in your area yet. Stay tuned, we will let you know when we are soon!', 'state')],
          },
        },
      });
    const estimate = budgetEstimate({
      annualIncomeCents: dollarsToCents(input.annualIncome),
      monthlyDebtsCents: dollarsToCents(input.monthlyDebts),
      downPaymentCents: dollarsToCents(input.downPayment),
      buyerLoanCents: input.buyerLoan ? dollarsToCents(input.buyerLoan) : 0,
      mortgageRatePercent: option.option.interestRate,
    });
    const range = (r: typeof estimate.withRoofline) => ({
      __typename: 'PurchasePriceRange' as const,
      low: centsToDollars(r.lowCents),
      high: centsToDollars(r.highCents),
      monthlyCostAtHigh: centsToDollars(r.monthlyCostAtHighCents),
    });
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        purchaseBudgetEstimate: {
          __typename: 'PurchaseBudgetEstimatePayload',
          estimate: {
            __typename: 'PurchaseBudgetEstimate',
            withoutRoofline: range(estimate.withoutRoofline),
            withRoofline: range(estimate.withRoofline),
            mortgageRate: option.option.interestRate,
            monthlyBudgetLow: centsToDollars(estimate.monthlyBudgetCents.low),
            monthlyBudgetHigh: centsToDollars(estimate.monthlyBudgetCents.high),
          },
          errors: [],
        },
      },
    });
  }),
  graphql.query('purchaseAgentStatus', ({ variables }) => {
    const record = findMockPurchaseByAgentToken(String(variables.token));
    const status = record
      ? {
          __typename: 'PurchaseAgentStatus',
          stage: record.stage,
          buyerFirstName: demoUser.firstName,
          agentName: record.values.agentName,
          propertyAddress: record.values.propertyAddress,
          preApprovalAmount: dollars(record.preApprovalAmountCents),
          preApprovalExpiresAt: preApprovalExpiresAt(record),
          linkExpiresAt: record.agentLink!.expiresAt,
          letters: mockAgentLetters(record, String(variables.token)),
        }
      : null;
    return HttpResponse.json({ data: { __typename: 'Query', purchaseAgentStatus: status } });
  }),
  // The agent's letters download through the link's token, as on the server.
  http.get('*/api/v1/purchase/agent/:token/letters/:fileId', ({ params }) => {
    const record = findMockPurchaseByAgentToken(String(params.token));
    const letter = record
      ? mockDocuments.of(record.uuid).find((document) => document.uuid === params.fileId && document.type === 'PRE_APPROVAL_LETTER' && document.isSystemUpload)
      : undefined;
    if (!letter) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    return new HttpResponse(letter.bytes, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${letter.name}"` } });
  }),
  graphql.query('previewPurchaseOffer', ({ variables }) => {
    const input = variables.input as { uuid: string; price: number; appraisedValue?: number | null };
    const record = findMockPurchase(input.uuid);
    if (!record) return notFound();
    const figures = figuresAt(
      record,
      dollarsToCents(input.price),
      input.appraisedValue == null ? record.appraisedValueCents : dollarsToCents(input.appraisedValue),
    );
    const preview = figures
      ? {
          __typename: 'PurchaseOfferPreview',
          exhibitCFields: exhibitC(figures),
          fundsToClose: funds(record, figures),
          changes: exhibitCChanges(record.figures?.exhibitC ?? null, figures.exhibitC).map((change) => ({
            __typename: 'PurchaseExhibitCChange',
            ...exhibitCChangeInDollars(change),
          })),
        }
      : null;
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        previewPurchaseOffer: {
          __typename: 'PurchaseOfferPreviewPayload',
          preview,
          errors: figures ? [] : [userError('DENIED_HIGH_LTV', 'Your down payment is less than 10% of this price.', 'price')],
        },
      },
    });
  }),
  graphql.mutation('createPurchasePrequal', ({ variables }) => {
    const newUser = variables.newUserInput as { email?: string } | null | undefined;
    // The demo user's address has an account already: the server refuses it and keeps nothing.
    if (newUser?.email?.trim().toLowerCase() === demoUser.email.toLowerCase())
      return HttpResponse.json({
        data: {
          createPrequal: {
            __typename: 'CreatePrequalPayload',
            user: null,
            prequals: [],
            errors: [userError('EMAIL_IN_USE', EMAIL_IN_USE, 'newUserInput.email')],
          },
        },
      });
    if (newUser) mockSession.set(true);
    return HttpResponse.json({
      data: {
        createPrequal: {
          __typename: 'CreatePrequalPayload',
          user: { __typename: 'User', uuid: demoUser.uuid, firstName: demoUser.firstName },
          prequals: [{ __typename: 'Prequal', uuid: crypto.randomUUID(), productFunnel: 'PURCHASE' }],
          errors: [],
        },
      },
    });
  }),
  graphql.mutation('startPurchaseApplication', () => {
    const record = newMockPurchase(crypto.randomUUID());
    purchaseStore.set(record.uuid, record);
    return HttpResponse.json({ data: { startPurchaseApplication: payload(record) } });
  }),
  step('savePurchaseApplicationAnswers', (record, input) => {
    if (record.stage !== 'APPLICATION')
      return [userError('APPLICATION_SUBMITTED', 'This application has been submitted and its answers can no longer change.')];
    const result = applyPurchaseAnswers(record.values, input.answers as Record<string, unknown>, {
      party: record.party,
      today: calendarDate(new Date(), localTimeZone()),
      ownEmail: demoUser.email,
    });
    if (result.errors.length) return result.errors.map((e) => userError(e.code, e.message, e.field));
    record.values = result.values;
    return [];
  }),
  step('submitPurchaseApplication', (record) => {
    const missing = missingPurchaseAnswers(record.values);
    if (missing.length) return missing.map((e) => userError(e.code, e.message, e.field));
    record.applicationSubmittedAt = nowIso();
    const refusal = moveMockPurchase(record, 'SUBMIT_APPLICATION', 'APPLICANT');
    return refusal ? [refusal] : [];
  }),
  step('completePurchaseUploads', (record) => {
    record.uploadsCompletedAt = nowIso();
    if (record.stage === 'ADDITIONAL_DOCUMENT_UPLOAD') {
      const refusal = moveMockPurchase(record, 'SUBMIT_ADDITIONAL_DOCUMENTS', 'APPLICANT');
      if (refusal) return [refusal];
    }
    reviewMockPurchase(record);
    return [];
  }),
  step('acceptPurchaseContract', (record) => {
    record.contractAcceptedAt = nowIso();
    const refusal = moveMockPurchase(record, 'ACCEPT_CONTRACT', 'APPLICANT');
    return refusal ? [refusal] : [];
  }),
  step('recordPurchaseOffer', (record, input) => {
    if (record.stage !== 'MY_OFFERS')
      return [
        userError('STAGE_TRANSITION_NOT_ALLOWED', 'Offers are recorded once you are pre-approved and have accepted its terms, until one goes to appraisal.'),
      ];
    const priceCents = dollarsToCents(Number(input.price));
    const status = input.status as OfferStatus;
    const existing = record.offers.find((offer) => offer.uuid === input.offerUuid);
    const offer = existing ?? { uuid: crypto.randomUUID(), address: '', priceCents, status, createdAt: nowIso(), updatedAt: nowIso() };
    Object.assign(offer, { address: String(input.address).trim(), priceCents, status, updatedAt: nowIso() });
    if (!existing) record.offers.push(offer);
    if (status === 'ACCEPTED') {
      const figures = figuresAt(record, priceCents, record.appraisedValueCents);
      if (!figures) return [userError('DENIED_HIGH_LTV', 'Your down payment is less than 10% of this price.', 'price')];
      for (const other of record.offers) if (other !== offer && other.status === 'ACCEPTED') other.status = 'WITHDRAWN';
      Object.assign(record, { acceptedOfferUuid: offer.uuid, contractPriceCents: priceCents, figures });
    } else if (record.acceptedOfferUuid === offer.uuid) Object.assign(record, { acceptedOfferUuid: null, contractPriceCents: null, figures: null });
    if (offer.letterUuid) writeMockOfferLetter(record, offer);
    return [];
  }),
  graphql.mutation('writePurchaseOfferLetter', ({ variables }) => {
    const input = (variables as { input: { uuid: string; offerUuid: string } }).input;
    const record = findMockPurchase(input.uuid);
    const offer = record?.offers.find((candidate) => candidate.uuid === input.offerUuid);
    if (!record || !offer || !mockSession.isLoggedIn()) return notFound();
    const amount = record.preApprovalAmountCents;
    const errors =
      record.stage !== 'MY_OFFERS' || amount === null
        ? [userError('STAGE_TRANSITION_NOT_ALLOWED', OFFER_LETTER_NOT_NOW)]
        : offer.priceCents > amount
          ? [userError('INVALID', offerLetterAboveAmount(amount), 'offerUuid')]
          : [];
    if (!errors.length) writeMockOfferLetter(record, offer);
    const letter = errors.length ? null : (toMockPurchaseApplication(record).offers.find((candidate) => candidate.uuid === offer.uuid)?.letter ?? null);
    return HttpResponse.json({ data: { writePurchaseOfferLetter: { __typename: 'PurchaseOfferLetterPayload', letter, errors } } });
  }),
  step('submitPurchaseOffers', (record) => {
    if (!record.acceptedOfferUuid) return [userError('OFFER_NOT_ACCEPTED', 'Record the offer the seller accepted first.')];
    const missing = missingPurchaseDocuments(offerDocuments(record.values), mockDocuments.of(record.uuid));
    if (missing.length) return [userError('DOCUMENTS_MISSING', `Upload these first: ${missing.join(', ').replaceAll('_', ' ').toLowerCase()}.`)];
    record.myOffersSubmittedAt = nowIso();
    const refusal = moveMockPurchase(record, 'SUBMIT_OFFERS', 'APPLICANT');
    if (refusal) return [refusal];
    // The appraisal is ordered; the mock vendor's sandbox reports a moment later, by itself.
    orderMockAppraisal(record);
    return [];
  }),
  step('submitPurchaseAppraisalAndServices', (record) => {
    // The server's order: the stage and party first, then the appraisal, then the documents.
    const notNow = stepRefusal(transitionPurchase, record, 'SUBMIT_APPRAISAL_AND_SERVICES', record.party);
    if (notNow) return [userError(notNow.code, notNow.message)];
    settleMockAppraisal(record);
    if (!record.appraisalReceivedAt) return [userError(APPRAISAL_NOT_RECEIVED.code, APPRAISAL_NOT_RECEIVED.message)];
    const missing = missingPurchaseDocuments([...APPRAISAL_AND_SERVICES_DOCUMENTS], mockDocuments.of(record.uuid));
    if (missing.length) return [userError('DOCUMENTS_MISSING', `Upload these first: ${missing.join(', ').replaceAll('_', ' ').toLowerCase()}.`)];
    record.appraisalAndServicesSubmittedAt = nowIso();
    const refusal = moveMockPurchase(record, 'SUBMIT_APPRAISAL_AND_SERVICES', 'APPLICANT');
    if (refusal) return [refusal];
    writeMockOptionAgreement(record);
    return [];
  }),
  step('viewPurchaseContractPage', (record, input) => {
    const notNow = optionAgreementReadingRefusal(record);
    if (notNow) return [userError(notNow.code, notNow.message)];
    const view = contractPageView(record, Number(input.page));
    if ('refusal' in view) return [userError(view.refusal.code, view.refusal.message, view.refusal.field)];
    if (view.marksRead && record.party === 'APPLICANT') record.optionAgreementViewedAt = nowIso();
    return [];
  }),
  step('acceptPurchaseOptionAgreement', (record) => {
    const refusal = acceptMockOptionAgreement(record);
    return refusal ? [refusal] : [];
  }),
  graphql.mutation('createPurchaseAgentLink', ({ variables }) => {
    const record = findMockPurchase(String((variables.input as { uuid: string }).uuid));
    if (!record || !mockSession.isLoggedIn()) return notFound();
    const refusal =
      record.party !== 'APPLICANT'
        ? userError('ACTOR_NOT_ALLOWED', 'Only the applicant can take this step.')
        : record.values.hasAgent !== true
          ? userError('INCOMPLETE', 'Name your agent in the application first.', 'hasAgent')
          : null;
    const link = refusal ? null : issueMockAgentLink(record);
    return HttpResponse.json({
      data: {
        createPurchaseAgentLink: {
          __typename: 'PurchaseAgentLinkPayload',
          url: link ? `${location.origin}/purchase/agent/${link.token}` : null,
          expiresAt: link?.expiresAt ?? null,
          errors: refusal ? [refusal] : [],
        },
      },
    });
  }),
  // The payment account after closing: the applicant's verified checking or savings account of
  // this purchase, by core's rule (restructures choose theirs in finalizeRestructure).
  graphql.mutation<ChoosePaymentBankAccountMutation, ChoosePaymentBankAccountMutationVariables>('choosePaymentBankAccount', ({ variables: { input } }) => {
    const record = input.purchaseApplicationUuid ? findMockPurchase(input.purchaseApplicationUuid) : undefined;
    const linked = record ? mockBankLinks.accountOf(record.uuid, input.financialAccountUuid) : undefined;
    if (!record || !mockSession.isLoggedIn() || (record.party === 'APPLICANT' && !linked))
      return HttpResponse.json({ data: null, errors: [{ message: 'Bank account was not found.', extensions: { code: 'NOT_FOUND' } }] });
    const refusal = linked ? paymentAccountRefusal(linked.account, linked.item) : null;
    const errors =
      record.party !== 'APPLICANT'
        ? [userError('ACTOR_NOT_ALLOWED', bankLinkMessages.onlyTheApplicantChooses, 'financialAccountUuid')]
        : refusal === 'NOT_VERIFIED'
          ? [userError('ACCOUNT_NOT_VERIFIED', bankLinkMessages.accountNotVerified, 'financialAccountUuid')]
          : refusal
            ? [userError('INVALID', bankLinkMessages.notCheckingOrSavings, 'financialAccountUuid')]
            : [];
    if (!errors.length) record.paymentFinancialAccountUuid = linked!.account.uuid;
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        choosePaymentBankAccount: {
          __typename: 'ChoosePaymentBankAccountPayload',
          paymentBankAccountId: errors.length ? null : record.paymentFinancialAccountUuid,
          errors: errors.map((error) => ({ ...error, __typename: 'UserError' as const, field: error.field ?? null })),
        },
      },
    });
  }),
  graphql.mutation('acceptPurchaseInvitation', () =>
    HttpResponse.json({
      data: {
        acceptPurchaseInvitation: payload(null, [
          userError('INVALID_TOKEN', 'This invitation is no longer valid. Ask the applicant to invite you again.', 'token'),
        ]),
      },
    }),
  ),
];
