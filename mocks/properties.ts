import { graphql, HttpResponse, type DefaultBodyType, type GraphQLResponseBody } from 'msw';
import type {
  AcceptPropertyInvitationMutation,
  AcceptPropertyInvitationMutationVariables,
  EquityTransactionPreviewQuery,
  EquityTransactionPreviewQueryVariables,
  PartnerPropertyDashboardQuery,
  PartnerPropertyDashboardQueryVariables,
  PropertyDashboardFieldsFragment,
  PropertyDashboardQuery,
  PropertyDashboardQueryVariables,
  RequestEquityVerificationCodeMutation,
  RequestEquityVerificationCodeMutationVariables,
  VerifyEquityTransactionMutation,
  VerifyEquityTransactionMutationVariables,
} from '#generated/web';
import {
  checkBuyIn,
  checkCashOut,
  dollarsToCents,
  dpToPercent,
  exhibitCFields,
  LIFETIME_CASH_OUT_LIMIT_CENTS,
  purchaseDeal,
  recordEntry,
  replayLedger,
  restructureTerms,
  shareValue,
  type LedgerEntry,
  type LedgerRefusal,
  type PartnershipTerms,
} from '#core/partnership/index';
import {
  homeownerEquity,
  ledgerDealOf,
  monthlyPaymentAt,
  nextPaymentDate,
  ownershipHistory,
  paymentDayOf,
  previewEquityTransaction,
  whatIfSales,
  type MonthlyPayment,
  type PropertyDealType,
  type PropertyFigures,
  PAYOUT_ACCOUNT_REQUIRED_MESSAGE,
  CLOSING_ACCOUNT_REQUIRED_CODE,
  CLOSING_DISBURSEMENT_STATUS_LABELS,
  closingDisbursementDescription,
  closingDisbursementMessage,
  type ClosingDisbursementStatus,
} from '#core/properties/index';
import { INVITATION_NOT_YOURS } from '#core/properties/invitation';
import { tooManyTriesMessage, VERIFY_ATTEMPTS, verifyMessages } from '#core/properties/verification';
import { IDEMPOTENCY_REFUSALS } from '#core/idempotency/idempotencyKey';
import { paymentMethodLabel } from '#core/payments/index';
import { SANDBOX_ACCOUNTS } from '#core/bankLinks/index';
import { centsToDollars } from '#core/money/cents';
import { DEMO_PASSWORD } from './fixtures';
import { mockPayments } from './payments';

/** The mocks' "today": the dashboards' next payment date and the ledger's new rows. */
const TODAY = '2026-11-23';
const CUTOFF = '08/26/2020';

interface MockEntry extends LedgerEntry {
  uuid: string;
  description: string | null;
  recordedAt: string;
}

interface MockProperty {
  uuid: string;
  dealType: PropertyDealType;
  address: { streetNumber: string; streetName: string; locality: string; state: string; zip: string };
  figures: PropertyFigures;
  entries: MockEntry[];
  /** The application the deal came from: where its owner links bank accounts. */
  sourceApplicationUuid: string;
  /** The owner's verified linked deposit account that cash-outs are paid to, if any. */
  payoutAccount: { bankName: string; subtype: string; last4: string } | null;
  /** The cash at closing's payout (a restructure's), paid at closing unless a test says otherwise. */
  closingDisbursement: { status: ClosingDisbursementStatus; failureCode: string | null; requestedAt: string } | null;
}

/** The sandbox's checking account at the bank the mocked bank link names, as the demo owner links it. */
const SANDBOX_CHECKING = SANDBOX_ACCOUNTS.find((account) => account.subtype === 'checking')!;
const DEMO_PAYOUT_ACCOUNT = { bankName: 'First Platypus Bank', subtype: SANDBOX_CHECKING.subtype, last4: SANDBOX_CHECKING.mask };

interface MockVerified {
  entry: MockEntry;
  paymentMethodLabel: string | null;
  paymentStatus?: 'SUCCEEDED' | 'PROCESSING';
  payout: { payoutUuid: string; status: 'PAID'; bankAccountLabel: string } | null;
}

function propertyOf(uuid: string, dealType: PropertyDealType, address: MockProperty['address'], terms: PartnershipTerms, closingDate: string): MockProperty {
  const exhibitC = exhibitCFields(terms, { dealDate: closingDate, equityBuilderCutoffDate: CUTOFF });
  return {
    uuid,
    dealType,
    address,
    figures: {
      dealType,
      product: terms.product,
      closingDate,
      paymentDay: paymentDayOf(closingDate),
      purchaseCents: terms.purchaseCents,
      cashAtClosingCents: terms.cashToHomeownerCents,
      mortgageBalanceCents: terms.remainingMortgageCents,
      openingDpUnits: terms.designatedPercentage,
      usageRate: terms.usageRate,
      reductionPaymentCents: terms.reductionPaymentCents,
      recurringBuyInCents: exhibitC.recurringPurchaseScheduled ? terms.additionalMonthlyEquityCents : 0,
      exhibitC,
    },
    entries: [],
    sourceApplicationUuid: `${uuid.slice(0, 24)}a${uuid.slice(25)}`,
    payoutAccount: DEMO_PAYOUT_ACCOUNT,
    closingDisbursement: null,
  };
}

const payoutAccountLabel = (account: NonNullable<MockProperty['payoutAccount']>) =>
  paymentMethodLabel({ kind: 'BANK_ACCOUNT', bankName: account.bankName, accountSubtype: account.subtype, last4: account.last4 });

/** A restructure's cash at closing, paid to the owner's account on the closing day: its payout and its ledger row. */
function withClosingDisbursement(property: MockProperty): MockProperty {
  const { figures } = property;
  if (property.dealType !== 'RESTRUCTURE' || figures.cashAtClosingCents <= 0) return property;
  const at = `${figures.closingDate}T15:00:00.000Z`;
  property.closingDisbursement = { status: 'PAID', failureCode: null, requestedAt: at };
  append(
    property,
    { kind: 'CLOSING_DISBURSEMENT', idempotencyKey: `closing-disbursement:${property.sourceApplicationUuid}`, amountCents: figures.cashAtClosingCents },
    closingDisbursementDescription(property.payoutAccount ? payoutAccountLabel(property.payoutAccount) : ''),
    at,
  );
  return property;
}

/** Appends entries through core's recordEntry, so mocked ledgers replay like real ones. */
function append(property: MockProperty, request: Parameters<typeof recordEntry>[2], description: string, recordedAt: string): MockEntry | LedgerRefusal {
  const deal = ledgerDealOf(property.figures, CUTOFF);
  const replayed = replayLedger(deal, property.entries);
  if (!replayed.ok) throw new Error(`mock ledger of ${property.uuid} does not replay: ${replayed.problem}`);
  const result = recordEntry(deal, replayed.balances, request);
  if (!result.ok) return result.refusal;
  const entry: MockEntry = {
    ...result.entry,
    uuid: `${property.uuid.slice(0, 24)}${String(property.entries.length + 1).padStart(12, '0')}`,
    description,
    recordedAt,
  };
  property.entries.push(entry);
  return entry;
}

function withHistory(property: MockProperty, months: string[]): MockProperty {
  withClosingDisbursement(property);
  for (const month of months) {
    const at = `${month}-${String(property.figures.paymentDay).padStart(2, '0')}T15:00:00.000Z`;
    append(property, { kind: 'USAGE_FEE', idempotencyKey: `usage-fee:${month}` }, `Usage fee for ${month}`, at);
    if (property.figures.reductionPaymentCents > 0)
      append(
        property,
        { kind: 'SCHEDULED_BUY_BACK', idempotencyKey: `reduction-payment:${month}`, amountCents: property.figures.reductionPaymentCents },
        `Reduction payment for ${month}`,
        at,
      );
  }
  return property;
}

const SAN_DIEGO = { streetNumber: '2210', streetName: 'Grand Ave', locality: 'San Diego', state: 'CA', zip: '92109' };
const OAKLAND = { streetNumber: '418', streetName: 'Alma Ave', locality: 'Oakland', state: 'CA', zip: '94610' };
const DENVER = { streetNumber: '77', streetName: 'Pearl St', locality: 'Denver', state: 'CO', zip: '80203' };

/** The worked example (PAYOFF), a KEEP deal, and a partner purchase. */
function createScenario(count: number): MockProperty[] {
  const all = [
    withHistory(
      propertyOf(
        '7a1d0c2e-1111-4c3b-9d5e-000000000001',
        'RESTRUCTURE',
        SAN_DIEGO,
        restructureTerms({ agreedValueCents: 800_000_00, mortgageBalanceCents: 400_000_00, cashCents: 50_000_00, product: 'PAYOFF' }),
        '2026-06-15',
      ),
      ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11'],
    ),
    withHistory(
      propertyOf(
        '7a1d0c2e-2222-4c3b-9d5e-000000000002',
        'RESTRUCTURE',
        OAKLAND,
        restructureTerms({ agreedValueCents: 1_200_000_00, mortgageBalanceCents: 500_000_00, cashCents: 100_000_00, product: 'KEEP' }),
        '2020-03-10',
      ),
      ['2026-09', '2026-10', '2026-11'],
    ),
    withHistory(
      propertyOf(
        '7a1d0c2e-3333-4c3b-9d5e-000000000003',
        'PURCHASE',
        DENVER,
        purchaseDeal({ contractPriceCents: 650_000_00, appraisedValueCents: 650_000_00, downPaymentCents: 130_000_00, buyerLoanCents: 260_000_00 }).terms,
        '2026-08-20',
      ),
      ['2026-09', '2026-10', '2026-11'],
    ),
  ];
  return all.slice(0, count);
}

let properties: MockProperty[] = createScenario(1);
const verified = new Map<string, MockVerified>();
/** Failed tries at the verify step since the scenario began; the API locks the step after VERIFY_ATTEMPTS.max of them. */
let failedTries = 0;

/** The mocked properties: one by default; `useScenario(3)` for the Dashboard group, `useScenario(0)` for none. */
export const mockProperties = {
  useScenario(count: 0 | 1 | 3) {
    properties = createScenario(count);
    verified.clear();
    failedTries = 0;
  },
  list: () => properties.map((property) => ({ __typename: 'UserProperty' as const, propertyUuid: property.uuid, dealType: [property.dealType] })),
  first: () => properties[0],
  /** The owner has no verified bank account, so a cash-out is refused as the API refuses it. */
  withoutPayoutAccount(index = 0) {
    properties[index]!.payoutAccount = null;
  },
  /** The cash at closing not paid yet: requested, or not sent (no account, or the bank refused it); no ledger row. */
  closingDisbursementUnpaid(status: 'REQUESTED' | 'FAILED', failureCode: string | null = null, index = 0) {
    const property = properties[index]!;
    property.closingDisbursement = { ...property.closingDisbursement!, status, failureCode };
    property.entries = property.entries.filter((entry) => entry.kind !== 'CLOSING_DISBURSEMENT');
    if (failureCode === CLOSING_ACCOUNT_REQUIRED_CODE) property.payoutAccount = null;
  },
  /** The scenario's properties' uuids: [worked example, KEEP in Oakland, partner purchase in Denver]. */
  uuids: ['7a1d0c2e-1111-4c3b-9d5e-000000000001', '7a1d0c2e-2222-4c3b-9d5e-000000000002', '7a1d0c2e-3333-4c3b-9d5e-000000000003'] as const,
  /** A dashboard of the current scenario, for stories and tests that render components directly. */
  dashboard: (index = 0, viewerRole: PropertyDashboardFieldsFragment['viewerRole'] = 'OWNER') => mockDashboard(properties[index]!, viewerRole),
};

const split = (payment: MonthlyPayment) => ({
  __typename: 'MonthlyPaymentSplit' as const,
  usageFee: centsToDollars(payment.usageFeeCents),
  reductionPayment: centsToDollars(payment.reductionPaymentCents),
  additionalEquity: centsToDollars(payment.additionalEquityCents),
  total: centsToDollars(payment.totalCents),
});
const entryView = (entry: MockEntry) => ({
  __typename: 'EquityLedgerEntry' as const,
  uuid: entry.uuid,
  kind: entry.kind,
  amount: centsToDollars(entry.amountCents),
  homeValue: centsToDollars(entry.valueCents),
  designatedPercentageBefore: dpToPercent(entry.dpBefore),
  designatedPercentageAfter: dpToPercent(entry.dpAfter),
  description: entry.description,
  recordedAt: entry.recordedAt,
});
const refusalView = (refusal: LedgerRefusal) => ({
  __typename: 'EquityRefusal' as const,
  limit: refusal.code,
  maxAllowed: centsToDollars(refusal.maxAllowedCents),
  message: refusal.message,
});

function closingDisbursementView(property: MockProperty) {
  const disbursement = property.closingDisbursement;
  if (!disbursement) return null;
  const account = disbursement.failureCode === CLOSING_ACCOUNT_REQUIRED_CODE || !property.payoutAccount ? null : property.payoutAccount;
  return {
    __typename: 'ClosingDisbursement' as const,
    amount: centsToDollars(property.figures.cashAtClosingCents),
    status: disbursement.status,
    statusLabel: CLOSING_DISBURSEMENT_STATUS_LABELS[disbursement.status],
    message: closingDisbursementMessage(disbursement.status, disbursement.failureCode),
    bankAccountLabel: account ? payoutAccountLabel(account) : null,
    requestedAt: disbursement.requestedAt,
  };
}

function balancesOf(property: MockProperty) {
  const deal = ledgerDealOf(property.figures, CUTOFF);
  const replayed = replayLedger(deal, property.entries);
  if (!replayed.ok) throw new Error(replayed.problem);
  return { deal, balances: replayed.balances };
}

/** A dashboard computed with core, as the API computes it. */
function mockDashboard(property: MockProperty, viewerRole: PropertyDashboardFieldsFragment['viewerRole'] = 'OWNER'): PropertyDashboardFieldsFragment {
  const { figures } = property;
  const { deal, balances } = balancesOf(property);
  const mortgage = figures.mortgageBalanceCents;
  const valuation = [...property.entries].reverse().find((entry) => entry.kind === 'VALUATION');
  return {
    __typename: 'PropertyDashboard',
    uuid: property.uuid,
    dealType: property.dealType,
    viewerRole,
    sourceApplicationUuid: viewerRole === 'OWNER' ? property.sourceApplicationUuid : null,
    address: { __typename: 'Location', unitNumber: null, ...property.address },
    closingDate: figures.closingDate,
    homeValue: {
      __typename: 'HomeValuation',
      value: centsToDollars(balances.currentValueCents),
      source: valuation ? 'APPRAISAL' : 'CLOSING',
      basis: valuation?.description ?? 'the agreed value at closing',
      asOf: valuation?.recordedAt.slice(0, 10) ?? figures.closingDate,
    },
    designatedPercentage: dpToPercent(balances.dp),
    rooflineShareValue: centsToDollars(shareValue(balances.dp, balances.currentValueCents)),
    homeownerEquity: centsToDollars(homeownerEquity(balances, mortgage)),
    mortgageBalance: centsToDollars(mortgage),
    monthlyPayment: split(monthlyPaymentAt(figures, balances)),
    nextPaymentDate: nextPaymentDate(figures.paymentDay, figures.closingDate, TODAY),
    recurringBuyIn: centsToDollars(figures.recurringBuyInCents),
    lifetimeCashOut: centsToDollars(balances.lifetimeCashOutCents),
    exhibitCFields: {
      __typename: 'PropertyExhibitCFields',
      originalAgreedValue: centsToDollars(figures.exhibitC.originalAgreedValue),
      monthlyReductionPaymentLimit: centsToDollars(figures.exhibitC.monthlyReductionPaymentLimit),
      originalDesignatedPercentage: figures.exhibitC.originalDesignatedPercentage,
      maxAddlOptionPaymentPercentage: figures.exhibitC.maxAddlOptionPaymentPercentage,
      maxMonthlyEquityPurchaseLimit: centsToDollars(figures.exhibitC.maxMonthlyEquityPurchaseLimit),
      recurringPurchaseScheduled: figures.exhibitC.recurringPurchaseScheduled,
    },
    limits: {
      __typename: 'EquityLimits',
      oneTimeBuyIn: centsToDollars(checkBuyIn(deal, balances, Number.MAX_SAFE_INTEGER, 'ONE_TIME')?.maxAllowedCents ?? 0),
      recurringBuyIn: centsToDollars(checkBuyIn(deal, balances, Number.MAX_SAFE_INTEGER, 'MONTHLY_RECURRING')?.maxAllowedCents ?? 0),
      cashOut: centsToDollars(checkCashOut(balances, Number.MAX_SAFE_INTEGER, mortgage)?.maxAllowedCents ?? 0),
      lifetimeCashOutRemaining: centsToDollars(Math.max(0, LIFETIME_CASH_OUT_LIMIT_CENTS - balances.lifetimeCashOutCents)),
    },
    ledger: property.entries.map(entryView).reverse(),
    closingDisbursement: viewerRole === 'OWNER' ? closingDisbursementView(property) : null,
    ownershipHistory: ownershipHistory(
      figures,
      property.entries.map((entry) => ({ ...entry, date: entry.recordedAt.slice(0, 10) })),
    ).map((point) => ({
      __typename: 'OwnershipPoint' as const,
      date: point.date,
      designatedPercentage: dpToPercent(point.dpUnits),
      homeValue: centsToDollars(point.valueCents),
    })),
    whatIf: whatIfSales(balances, mortgage).map((sale) => ({
      __typename: 'WhatIfSale' as const,
      scenario: sale.scenario,
      saleValue: centsToDollars(sale.saleValueCents),
      rooflineShare: centsToDollars(sale.rooflineCents),
      mortgagePayoff: centsToDollars(sale.mortgagePayoffCents),
      homeownerNet: centsToDollars(sale.homeownerNetCents),
    })),
    documents:
      viewerRole === 'OWNER'
        ? [
            {
              __typename: 'Document',
              uuid: `${property.uuid.slice(0, 24)}d00000000001`,
              name: 'Option agreement.pdf',
              type: 'OPTION_AGREEMENT',
              downloadUrl: `/api/v1/application_files/${property.uuid}/OPTION_AGREEMENT/1`,
            },
          ]
        : [],
  };
}

/** A verified transaction's answer: its ledger row and the charge that paid for it or the payout it made. */
const receiptsOf = ({ entry, paymentMethodLabel: label, paymentStatus, payout }: MockVerified) => ({
  entry: entryView(entry),
  payment: label
    ? {
        __typename: 'EquityPaymentReceipt' as const,
        paymentUuid: `${entry.uuid.slice(0, 24)}p00000000001`,
        status: paymentStatus ?? 'SUCCEEDED',
        paymentMethodLabel: label,
      }
    : null,
  payout: payout ? { __typename: 'EquityPayoutReceipt' as const, ...payout } : null,
});

const notFound = <Q extends DefaultBodyType>() =>
  HttpResponse.json<GraphQLResponseBody<Q>>({ data: null, errors: [{ message: 'The property was not found.', extensions: { code: 'NOT_FOUND' } }] });
const find = (uuid: string) => properties.find((property) => property.uuid === uuid);

export const propertiesHandlers = [
  graphql.query<PropertyDashboardQuery, PropertyDashboardQueryVariables>('propertyDashboard', ({ variables }) => {
    const property = find(variables.uuid);
    return property ? HttpResponse.json({ data: { __typename: 'Query', propertyDashboard: mockDashboard(property) } }) : notFound<PropertyDashboardQuery>();
  }),
  graphql.query<PartnerPropertyDashboardQuery, PartnerPropertyDashboardQueryVariables>('partnerPropertyDashboard', ({ variables }) => {
    const property = find(variables.uuid);
    return property
      ? HttpResponse.json({ data: { __typename: 'Query', partnerPropertyDashboard: mockDashboard(property, 'CO_OWNER') } })
      : notFound<PartnerPropertyDashboardQuery>();
  }),
  graphql.query<EquityTransactionPreviewQuery, EquityTransactionPreviewQueryVariables>('equityTransactionPreview', ({ variables: { input } }) => {
    const property = find(input.propertyUuid);
    if (!property) return notFound<EquityTransactionPreviewQuery>();
    const { deal, balances } = balancesOf(property);
    const result = previewEquityTransaction(
      property.figures,
      deal,
      balances,
      {
        kind: input.kind,
        amountCents: Number.isFinite(input.amount) && input.amount > 0 ? dollarsToCents(input.amount) : 0,
        frequency: input.frequency ?? 'ONE_TIME',
      },
      'preview',
    );
    const check = result.ok
      ? {
          __typename: 'EquityTransactionCheck' as const,
          refusal: null,
          preview: {
            __typename: 'EquityTransactionPreview' as const,
            kind: result.preview.kind,
            frequency: result.preview.frequency,
            amount: centsToDollars(result.preview.amountCents),
            homeValue: centsToDollars(result.preview.valueCents),
            designatedPercentageBefore: dpToPercent(result.preview.dpBefore),
            designatedPercentageAfter: dpToPercent(result.preview.dpAfter),
            monthlyPaymentBefore: split(result.preview.paymentBefore),
            monthlyPaymentAfter: split(result.preview.paymentAfter),
            homeownerEquityBefore: centsToDollars(result.preview.homeownerEquityBeforeCents),
            homeownerEquityAfter: centsToDollars(result.preview.homeownerEquityAfterCents),
          },
        }
      : { __typename: 'EquityTransactionCheck' as const, preview: null, refusal: refusalView(result.refusal) };
    return HttpResponse.json({ data: { __typename: 'Query', equityTransactionPreview: check } });
  }),
  graphql.mutation<VerifyEquityTransactionMutation, VerifyEquityTransactionMutationVariables>('verifyEquityTransaction', ({ variables: { input } }) => {
    const property = find(input.propertyUuid);
    if (!property) return notFound<VerifyEquityTransactionMutation>();
    const payload = (fields: Partial<VerifyEquityTransactionMutation['verifyEquityTransaction']>) =>
      HttpResponse.json<GraphQLResponseBody<VerifyEquityTransactionMutation>>({
        data: {
          __typename: 'Mutation',
          verifyEquityTransaction: {
            __typename: 'VerifyEquityTransactionPayload',
            entry: null,
            payment: null,
            payout: null,
            replayed: false,
            refusal: null,
            errors: [],
            ...fields,
          },
        },
      });
    // As the API: every try re-authenticates, a replay too, and only failed tries count toward the lock-out.
    if (failedTries >= VERIFY_ATTEMPTS.max) {
      const message = tooManyTriesMessage(new Date(`${TODAY}T15:00:00.000Z`), VERIFY_ATTEMPTS.windowSeconds);
      return payload({ errors: [{ __typename: 'UserError', code: 'WRONG_PASSWORD', field: null, message }] });
    }
    if (input.verificationCode ? input.verificationCode.trim() !== '123456' : input.password !== DEMO_PASSWORD) {
      failedTries += 1;
      return payload({
        errors: [
          input.verificationCode
            ? { __typename: 'UserError', code: 'INVALID_TOKEN', field: 'verificationCode', message: verifyMessages.codeNotRight }
            : { __typename: 'UserError', code: 'WRONG_PASSWORD', field: 'password', message: verifyMessages.wrongPassword },
        ],
      });
    }
    const first = verified.get(input.idempotencyKey);
    if (first) {
      const kind = input.kind === 'CASH_OUT' ? 'CASH_OUT' : input.frequency === 'MONTHLY_RECURRING' ? 'RECURRING_BUY_IN' : 'BUY_IN';
      // As the API: the key with another request is a conflict, never the first request's success.
      if (first.entry.kind !== kind || first.entry.amountCents !== dollarsToCents(input.amount))
        return HttpResponse.json<GraphQLResponseBody<VerifyEquityTransactionMutation>>({
          data: null,
          errors: [{ message: IDEMPOTENCY_REFUSALS.reused.message, extensions: { code: IDEMPOTENCY_REFUSALS.reused.code } }],
        });
      return payload({ ...receiptsOf(first), replayed: true });
    }
    const { deal, balances } = balancesOf(property);
    const result = previewEquityTransaction(
      property.figures,
      deal,
      balances,
      { kind: input.kind, amountCents: dollarsToCents(input.amount), frequency: input.frequency ?? 'ONE_TIME' },
      input.idempotencyKey,
    );
    if (!result.ok) return payload({ refusal: refusalView(result.refusal) });
    const account = property.payoutAccount;
    // As the API: a cash-out with no verified bank account is refused and nothing is recorded.
    if (input.kind === 'CASH_OUT' && !account)
      return payload({ errors: [{ __typename: 'UserError', code: 'PAYOUT_ACCOUNT_REQUIRED', field: 'kind', message: PAYOUT_ACCOUNT_REQUIRED_MESSAGE }] });
    // As the API: a buy-in charges the chosen saved method or the default; a refusal records nothing.
    const charge = input.kind === 'BUY_IN' ? mockPayments.charge(input.paymentMethodUuid) : null;
    if (charge && 'error' in charge) return payload({ errors: [charge.error] });
    const label = charge ? charge.method.label : payoutAccountLabel(account!);
    const entry = append(
      property,
      result.preview.ledgerRequest,
      `${input.kind === 'BUY_IN' ? 'Buy-in' : 'Cash out'} of $${input.amount.toLocaleString('en-US')}${input.kind === 'CASH_OUT' ? ' to your payment account' : ''} · ${label}`,
      `${TODAY}T15:00:00.000Z`,
    );
    if (!('uuid' in entry)) return payload({ refusal: refusalView(entry) });
    if (result.preview.ledgerRequest.kind === 'RECURRING_BUY_IN') property.figures.recurringBuyInCents = result.preview.recurringBuyInCents;
    // The sandbox payout provider pays a linked sandbox account at once.
    const receipt: MockVerified =
      input.kind === 'BUY_IN'
        ? { entry, paymentMethodLabel: label, paymentStatus: charge?.status, payout: null }
        : { entry, paymentMethodLabel: null, payout: { payoutUuid: `${entry.uuid.slice(0, 24)}c00000000001`, status: 'PAID', bankAccountLabel: label } };
    verified.set(input.idempotencyKey, receipt);
    return payload(receiptsOf(receipt));
  }),
  graphql.mutation<RequestEquityVerificationCodeMutation, RequestEquityVerificationCodeMutationVariables>(
    'requestEquityVerificationCode',
    ({ variables: { input } }) =>
      find(input.propertyUuid)
        ? HttpResponse.json({
            data: { __typename: 'Mutation', requestEquityVerificationCode: { __typename: 'RequestEquityVerificationCodePayload', ok: true } },
          })
        : notFound<RequestEquityVerificationCodeMutation>(),
  ),
  graphql.mutation<AcceptPropertyInvitationMutation, AcceptPropertyInvitationMutationVariables>('acceptPropertyInvitation', ({ variables: { input } }) =>
    HttpResponse.json({
      data: {
        __typename: 'Mutation',
        acceptPropertyInvitation: find(input.propertyUuid)
          ? { __typename: 'AcceptPropertyInvitationPayload', accepted: true, errors: [] }
          : { __typename: 'AcceptPropertyInvitationPayload', accepted: false, errors: [{ __typename: 'UserError', ...INVITATION_NOT_YOURS }] },
      },
    }),
  ),
];
