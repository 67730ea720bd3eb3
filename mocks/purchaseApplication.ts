import { graphql, http, HttpResponse } from 'msw';
import { contractPageView, dollarsToCents, WAITLIST_PROMPT } from '#core/partnership/index';
import type { CreditBand } from '#core/partnership/limits';
import {
  applyPurchaseAnswers,
  budgetEstimate,
  buyerPrequal,
  exhibitCChangeInDollars,
  exhibitCChanges,
  exhibitCInDollars,
  fundsToClose,
  fundsToCloseInDollars,
  missingPurchaseAnswers,
  missingPurchaseDocuments,
  offerDocuments,
  offerLetterAboveAmount,
  optionAgreementReadingRefusal,
  purchaseValuesOf,
  APPRAISAL_AND_SERVICES_DOCUMENTS,
  APPRAISAL_NOT_RECEIVED,
  EMPTY_PURCHASE_VALUES,
  OFFER_LETTER_NOT_NOW,
  type IncomeSource,
  type OfferStatus,
} from '#core/purchaseApplication/index';
import { EMAIL_IN_USE } from '#core/account/email';
import { ONLY_THE_APPLICANT } from '#core/application/parties';
import { bankLinkMessages, paymentAccountRefusal } from '#core/bankLinks/index';
import { priceScenario, toScenario } from '#core/rates/index';
import type { ChoosePaymentBankAccountMutation, ChoosePaymentBankAccountMutationVariables, PrequalInput } from '#generated/web';
import { listMockApplications, mockSteps, nowIso, payloadOf, readMockApplication, userError } from './application';
import { notFoundError, notLoggedIn } from './graphqlErrors';
import { mockBankLinks } from './bankLinks';
import { mockPrograms } from './contentFixtures';
import { mockDocuments } from './documents';
import { demoUser } from './fixtures';
import { defaultMockFlags } from './flags';
import { mockPrequals } from './prequal';
import {
  acceptMockOptionAgreement,
  exhibitCAt,
  findMockPurchase,
  findMockPurchaseByAgentToken,
  issueMockAgentLink,
  mockAgentLetters,
  moveMockPurchase,
  newMockPurchase,
  orderMockAppraisal,
  PURCHASE,
  purchaseStages,
  purchaseStore,
  toMockPurchaseApplication,
  writeMockOfferLetter,
  writeMockOptionAgreement,
} from './purchaseApplicationState';
import { seededSheet } from './ratesSheet';
import { mockSession } from './session';
import { calendarDate, localTimeZone } from '#core/calendarDate';
import { centsToDollars, centsToDollarsOrNull } from '#core/money/cents';

// Partner purchase in the browser: answers, the buyer prequal, the budget estimate (priced with
// core/rates on the seeded sheet), the stage machine and the offer's Exhibit C all run the
// same core/ code the server does. Underwriting is the sandbox's: complete uploads are
// pre-approved and a purchase at CLOSING closes once the buyer accepts the option agreement,
// each on the next read, as the server's jobs do. /application/purchase/{uuid} with one of
// MOCK_PURCHASE_STAGE_UUIDS opens an application already at that stage.

export {
  MOCK_AGENT_TOKENS,
  MOCK_COMPLETE_VALUES,
  MOCK_PURCHASE_STAGE_UUIDS,
  issueMockAgentLink,
  recordMockAppraisal,
  recordMockPurchaseUpload,
  resetMockPurchaseApplications,
  seedMockPurchaseApplication,
  toMockPurchaseApplication,
} from './purchaseApplicationState';

const documentsMissing = (missing: string[]) => userError('DOCUMENTS_MISSING', `Upload these first: ${missing.join(', ').replaceAll('_', ' ').toLowerCase()}.`);
const step = mockSteps(PURCHASE);

export const purchaseApplicationHandlers = [
  ...['purchaseApplications', 'purchaseApplicationsForOffers'].map((name) =>
    graphql.query(name, () =>
      HttpResponse.json({ data: { __typename: 'Query', purchaseApplications: listMockApplications(PURCHASE).map(toMockPurchaseApplication) } }),
    ),
  ),
  graphql.query('purchaseApplication', ({ variables }) => {
    const record = readMockApplication(PURCHASE, String(variables.uuid));
    if (record instanceof Response) return record;
    return HttpResponse.json({ data: { __typename: 'Query', purchaseApplication: toMockPurchaseApplication(record) } });
  }),
  // The appraisal screen's own read, polled while the appraisal is ordered.
  graphql.query('purchaseAppraisal', ({ variables }) => {
    const record = readMockApplication(PURCHASE, String(variables.uuid));
    if (record instanceof Response) return record;
    const { uuid, appraisedValue, appraisal, exhibitCFields, fundsToClose } = toMockPurchaseApplication(record);
    return HttpResponse.json({
      data: { __typename: 'Query', purchaseApplication: { __typename: 'PurchaseApplication', uuid, appraisedValue, appraisal, exhibitCFields, fundsToClose } },
    });
  }),
  // The funding step's programs: the purchase ones offered in the state (the price is the page's
  // rule, core/purchaseApplication/programFit), while the programs flag is on, as the API lists them.
  graphql.query('purchaseFundingPrograms', ({ variables }) => {
    const state = typeof variables.state === 'string' ? variables.state.toUpperCase() : null;
    const programs = mockPrograms.filter(
      (program) =>
        defaultMockFlags.programs &&
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
          agentName: purchaseValuesOf(record).agentName,
          propertyAddress: purchaseValuesOf(record).propertyAddress,
          preApprovalAmount: centsToDollarsOrNull(record.preApprovalAmountCents),
          preApprovalExpiresAt: record.preApprovalExpiresAt,
          linkExpiresAt: record.agentLinkExpiresAt,
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
    const record = readMockApplication(PURCHASE, input.uuid);
    if (record instanceof Response) return record;
    const figures = exhibitCAt(
      record,
      dollarsToCents(input.price),
      input.appraisedValue == null ? record.appraisedValueCents : dollarsToCents(input.appraisedValue),
    );
    const preview = figures
      ? {
          __typename: 'PurchaseOfferPreview',
          exhibitCFields: { __typename: 'PurchaseExhibitCFields', ...exhibitCInDollars(figures.exhibitC) },
          fundsToClose: { __typename: 'PurchaseFundsToClose', ...fundsToCloseInDollars(fundsToClose(purchaseValuesOf(record), figures.deal)) },
          changes: exhibitCChanges(record.exhibitC, figures.exhibitC).map((change) => ({
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
    const input = variables.prequalInput as PrequalInput;
    const uuid = crypto.randomUUID();
    mockPrequals.remember(uuid, input);
    return HttpResponse.json({
      data: {
        createPrequal: {
          __typename: 'CreatePrequalPayload',
          user: { __typename: 'User', uuid: demoUser.uuid, firstName: demoUser.firstName },
          prequals: [{ __typename: 'Prequal', uuid, productFunnel: input.productFunnel ?? null }],
          errors: [],
        },
      },
    });
  }),
  // From the buyer's prequal, as the API starts one: its price, down payment and area, refused
  // with the buyer prequal's denials; once per prequal. A prequal the mocks never saw (a story's)
  // starts the Sacramento buyer's.
  graphql.mutation('startPurchaseApplication', ({ variables }) => {
    const input = (variables as { input: { prequalUuid: string; timeline?: string | null; purchaseStage?: string | null; incomeSource?: IncomeSource | null } })
      .input;
    const existing = [...purchaseStore.values()].find((record) => record.prequalUuid === input.prequalUuid);
    const prequal = mockPrequals.get(input.prequalUuid);
    if (prequal && prequal.productFunnel !== 'PURCHASE')
      return HttpResponse.json({
        data: {
          startPurchaseApplication: payloadOf(PURCHASE, null, [
            userError('WRONG_PRODUCT', 'This prequalification is for a home you own, not for buying one.', 'prequalUuid'),
          ]),
        },
      });
    const priceCents = dollarsToCents(prequal?.estimatedPropertyValue ?? 600_000);
    const downCents = dollarsToCents(prequal?.downPayment ?? 80_000);
    const location = prequal ? prequal.propertyLocation : { locality: 'Sacramento', state: 'CA' };
    const check = buyerPrequal(
      {
        targetPriceCents: priceCents,
        downPaymentCents: downCents,
        state: location?.state ?? '',
        timeline: null,
        purchaseStage: null,
        incomeSource: null,
        creditBand: (prequal?.creditScoreEstimate ?? null) as CreditBand | null,
      },
      { licensedStates: defaultMockFlags.licensedStates, partnershipWaitlist: defaultMockFlags.partnershipWaitlist },
    );
    if (!existing && !check.eligible) {
      const errors = check.denials.map((denial) => userError(denial.code, denial.message, 'prequalUuid'));
      return HttpResponse.json({
        data: { startPurchaseApplication: payloadOf(PURCHASE, null, errors.length ? errors : [userError('PARTNERSHIP_WAITLIST', WAITLIST_PROMPT)]) },
      });
    }
    const area = [location?.locality, location?.state].filter(Boolean).join(', ');
    const record =
      existing ??
      newMockPurchase(crypto.randomUUID(), {
        prequalUuid: input.prequalUuid,
        state: location?.state || null,
        creditScoreEstimate: prequal?.creditScoreEstimate ?? null,
        timeline: input.timeline ?? null,
        buyerPurchaseStage: input.purchaseStage ?? null,
        applicationValues: {
          ...EMPTY_PURCHASE_VALUES,
          propertyAddress: area || null,
          targetPriceCents: priceCents || null,
          downPaymentCents: prequal && prequal.downPayment == null ? null : downCents,
          incomeSource: input.incomeSource ?? null,
        },
      });
    purchaseStore.set(record.uuid, record);
    return HttpResponse.json({ data: { startPurchaseApplication: payloadOf(PURCHASE, record) } });
  }),
  step('savePurchaseApplicationAnswers', (record, input) => {
    if (record.stage !== 'APPLICATION')
      return [userError('APPLICATION_SUBMITTED', 'This application has been submitted and its answers can no longer change.')];
    const result = applyPurchaseAnswers(purchaseValuesOf(record), input.answers as Record<string, unknown>, {
      party: record.party,
      today: calendarDate(new Date(), localTimeZone()),
      ownEmail: demoUser.email,
    });
    if (result.errors.length) return result.errors.map((e) => userError(e.code, e.message, e.field));
    // A new co-applicant is invited (the mocks mail nobody); the one before is forgotten.
    if (result.values.coApplicantEmail !== purchaseValuesOf(record).coApplicantEmail)
      Object.assign(record, { coApplicantInvitedAt: result.values.coApplicantEmail ? nowIso() : null, coApplicantJoinedAt: null });
    record.applicationValues = result.values;
    return [];
  }),
  step('submitPurchaseApplication', (record) => {
    const missing = missingPurchaseAnswers(purchaseValuesOf(record));
    if (missing.length) return missing.map((e) => userError(e.code, e.message, e.field));
    const refusal = moveMockPurchase(record, 'SUBMIT_APPLICATION', 'APPLICANT', { applicationSubmittedAt: nowIso(), reviewQueued: true });
    return refusal ? [refusal] : [];
  }),
  // At the review stage the review reads the documents; after a request for more, back to review. Either way it is queued.
  step('completePurchaseUploads', (record) => {
    const patch = { uploadsCompletedAt: nowIso(), reviewQueued: true };
    if (record.party === 'APPLICANT' && record.stage === 'DOCUMENT_UPLOAD') {
      Object.assign(record, patch);
      return [];
    }
    const notNow = purchaseStages.refused(record, 'SUBMIT_ADDITIONAL_DOCUMENTS', record.party);
    const refusal = notNow.length ? null : moveMockPurchase(record, 'SUBMIT_ADDITIONAL_DOCUMENTS', 'APPLICANT', patch);
    return refusal ? [refusal] : notNow;
  }),
  step('acceptPurchaseContract', (record) => {
    const refusal = moveMockPurchase(record, 'ACCEPT_CONTRACT', 'APPLICANT', { contractAcceptedAt: nowIso() });
    return refusal ? [refusal] : [];
  }),
  step('recordPurchaseOffer', (record, input) => {
    const address = String(input.address).trim();
    if (!address || address.length > 200) return [userError('INVALID', 'Enter the home’s address.', 'address')];
    if (record.party !== 'APPLICANT') return [userError('ACTOR_NOT_ALLOWED', ONLY_THE_APPLICANT.message)];
    if (record.stage !== 'MY_OFFERS')
      return [
        userError('STAGE_TRANSITION_NOT_ALLOWED', 'Offers are recorded once you are pre-approved and have accepted its terms, until one goes to appraisal.'),
      ];
    const priceCents = dollarsToCents(Number(input.price));
    const status = input.status as OfferStatus;
    const figures = status === 'ACCEPTED' ? exhibitCAt(record, priceCents, record.appraisedValueCents) : null;
    if (status === 'ACCEPTED' && !figures) return [userError('DENIED_HIGH_LTV', 'Your down payment is less than 10% of this price.', 'price')];
    const existing = record.offers.find((offer) => offer.uuid === input.offerUuid);
    const offer = existing ?? { uuid: crypto.randomUUID(), address, priceCents, status, createdAt: nowIso(), updatedAt: nowIso() };
    Object.assign(offer, { address, priceCents, status, updatedAt: nowIso() });
    if (!existing) record.offers.push(offer);
    if (figures) {
      for (const other of record.offers) if (other !== offer && other.status === 'ACCEPTED') Object.assign(other, { status: 'WITHDRAWN', updatedAt: nowIso() });
      Object.assign(record, {
        acceptedOfferUuid: offer.uuid,
        contractPriceCents: priceCents,
        exhibitC: figures.exhibitC,
        applicationValues: { ...purchaseValuesOf(record), propertyAddress: address },
      });
    } else if (record.acceptedOfferUuid === offer.uuid) Object.assign(record, { acceptedOfferUuid: null, contractPriceCents: null, exhibitC: null });
    if (offer.letterUuid) writeMockOfferLetter(record, offer);
    return [];
  }),
  graphql.mutation('writePurchaseOfferLetter', ({ variables }) => {
    const input = (variables as { input: { uuid: string; offerUuid: string } }).input;
    const record = readMockApplication(PURCHASE, input.uuid);
    if (record instanceof Response) return record;
    const offer = record.offers.find((candidate) => candidate.uuid === input.offerUuid);
    if (!offer) return notFoundError('Purchase application');
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
    const notNow = purchaseStages.refused(record, 'SUBMIT_OFFERS', record.party);
    if (notNow.length) return notNow;
    if (!record.acceptedOfferUuid) return [userError('OFFER_NOT_ACCEPTED', 'Record the offer the seller accepted first.')];
    const missing = missingPurchaseDocuments(offerDocuments(purchaseValuesOf(record)), mockDocuments.of(record.uuid));
    if (missing.length) return [documentsMissing(missing)];
    const refusal = moveMockPurchase(record, 'SUBMIT_OFFERS', 'APPLICANT', { myOffersSubmittedAt: nowIso() });
    if (refusal) return [refusal];
    orderMockAppraisal(record);
    return [];
  }),
  step('submitPurchaseAppraisalAndServices', (record) => {
    // The server's order: the stage and party first, then the appraisal, then the documents.
    const notNow = purchaseStages.refused(record, 'SUBMIT_APPRAISAL_AND_SERVICES', record.party);
    if (notNow.length) return notNow;
    if (!record.appraisalReceivedAt) return [userError(APPRAISAL_NOT_RECEIVED.code, APPRAISAL_NOT_RECEIVED.message)];
    const missing = missingPurchaseDocuments([...APPRAISAL_AND_SERVICES_DOCUMENTS], mockDocuments.of(record.uuid));
    if (missing.length) return [documentsMissing(missing)];
    const figures = exhibitCAt(record, record.contractPriceCents ?? 0, record.appraisedValueCents);
    const refusal = moveMockPurchase(record, 'SUBMIT_APPRAISAL_AND_SERVICES', 'APPLICANT', {
      appraisalAndServicesSubmittedAt: nowIso(),
      exhibitC: figures?.exhibitC ?? record.exhibitC,
    });
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
    const record = readMockApplication(PURCHASE, String((variables.input as { uuid: string }).uuid));
    if (record instanceof Response) return record;
    const refusal =
      record.party !== 'APPLICANT'
        ? userError('ACTOR_NOT_ALLOWED', ONLY_THE_APPLICANT.message)
        : purchaseValuesOf(record).hasAgent !== true
          ? userError('INCOMPLETE', 'Name your agent in the application first.', 'hasAgent')
          : null;
    const link = refusal ? null : issueMockAgentLink(record);
    return HttpResponse.json({
      data: {
        createPurchaseAgentLink: {
          __typename: 'PurchaseAgentLinkPayload',
          url: link ? `${globalThis.location?.origin ?? 'http://localhost'}/purchase/agent/${link.token}` : null,
          expiresAt: link?.expiresAt ?? null,
          errors: refusal ? [refusal] : [],
        },
      },
    });
  }),
  // The payment account after closing: the applicant's verified checking or savings account of
  // this purchase, by core's rule (restructures choose theirs in finalizeRestructure).
  graphql.mutation<ChoosePaymentBankAccountMutation, ChoosePaymentBankAccountMutationVariables>('choosePaymentBankAccount', ({ variables: { input } }) => {
    // The API's order: the session, then her application, then the account linked to it.
    if (!mockSession.isLoggedIn()) return notLoggedIn();
    const record = input.purchaseApplicationUuid ? findMockPurchase(input.purchaseApplicationUuid) : undefined;
    if (!record) return notFoundError('Application');
    const linked = mockBankLinks.accountOf(record.uuid, input.financialAccountUuid);
    if (record.party === 'APPLICANT' && !linked) return notFoundError('Bank account');
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
        acceptPurchaseInvitation: payloadOf(PURCHASE, null, [
          userError('INVALID_TOKEN', 'This invitation is no longer valid. Ask the applicant to invite you again.', 'token'),
        ]),
      },
    }),
  ),
];
