import { graphql, HttpResponse } from 'msw';
import type {
  PaymentProcessorKind,
  CompleteSandboxCardAuthenticationMutation,
  CompleteSandboxCardAuthenticationMutationVariables,
  ConfirmSandboxCardSetupMutation,
  ConfirmSandboxCardSetupMutationVariables,
  PaymentMethodList_MethodFragment,
  PaymentMethodsQuery,
  PaymentSetupStatus,
  EquityPaymentMethodsQuery,
  RemovePaymentMethodMutation,
  SavePaymentBankAccountMutation,
  SavePaymentBankAccountMutationVariables,
  RemovePaymentMethodMutationVariables,
  SetDefaultPaymentMethodMutation,
  SetDefaultPaymentMethodMutationVariables,
  StartPaymentSetupMutation,
  VerifyPaymentSetupMutation,
  VerifyPaymentSetupMutationVariables,
} from '#generated/web';
import { paymentAccountRefusal, SANDBOX_ACCOUNTS, bankLinkMessages } from '#core/bankLinks/index';
import {
  cardBrandOf,
  declinedPaymentMessage,
  declineMessage,
  digitsOf,
  paymentMessages,
  paymentMethodLabel,
  sandboxBankDebitFailure,
  sandboxCardSetupOutcome,
  sandboxSetupMessages,
  type CardBrand,
} from '#core/payments/index';
import { mockBankLinks } from './bankLinks';
import { notLoggedIn } from './graphqlErrors';
import { mockSession } from './session';
import { bankAccountDocumentReviewHandlers, mockBankAccountDocumentReviews } from './bankAccountDocumentReviews';

interface MockSetup {
  id: string;
  secret: string;
  status: PaymentSetupStatus;
  /** The card confirmed on the setup; declinesCharges for a test card whose every charge is declined. */
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number; declinesCharges: boolean } | null;
  errorCode: string | null;
}

const methods: PaymentMethodList_MethodFragment[] = [];
const setups = new Map<string, MockSetup>();
/** A saved bank account's linked account (financialAccountUuid), by payment method uuid. */
const linkedAccountOf = new Map<string, string>();
/** The processor's decline code for every charge of a saved card, by payment method uuid. */
const cardDeclines = new Map<string, string>();
let counter = 0;
let processor: { kind: PaymentProcessorKind; publishableKey: string | null } = { kind: 'SANDBOX', publishableKey: null };

type UserErrorView = { __typename: 'UserError'; code: 'PAYMENT_METHOD_REQUIRED' | 'PAYMENT_DECLINED' | 'NOT_FOUND'; field: string; message: string };
const paymentError = (code: UserErrorView['code'], message: string): UserErrorView => ({ __typename: 'UserError', code, field: 'paymentMethodUuid', message });

/** The linked deposit accounts of every application, as the API lists them for payments (IRAs and loans are not debited). */
function linkedDepositAccounts() {
  return mockBankLinks
    .all()
    .flatMap((item) =>
      item.kind !== 'BANK_ACCOUNT'
        ? []
        : item.accounts
            .filter((account) => (SANDBOX_ACCOUNTS.find((sandbox) => sandbox.mask === account.mask)?.type ?? 'depository') === 'depository')
            .map((account) => ({ item, account })),
    );
}

/** Why the API refuses to save a linked account for debits (services/payments/bankAccountMethods), or null. */
function bankAccountRefusal({ item, account }: ReturnType<typeof linkedDepositAccounts>[number]) {
  const refusal = (code: 'INVALID' | 'ACCOUNT_NOT_VERIFIED' | 'BANK_LINK_FAILED', message: string) => ({
    __typename: 'UserError' as const,
    code,
    field: 'financialAccountUuid',
    message,
  });
  const rule = paymentAccountRefusal(account, item);
  if (rule === 'NOT_CHECKING_OR_SAVINGS') return refusal('INVALID', bankLinkMessages.notCheckingOrSavings);
  if (rule === 'NOT_VERIFIED') return refusal('ACCOUNT_NOT_VERIFIED', bankLinkMessages.accountNotVerified);
  if (item.error) return refusal('BANK_LINK_FAILED', paymentMessages.bankAccountNeedsLogin);
  return account.mask ? null : refusal('INVALID', paymentMessages.bankAccountUnavailable);
}

const bankLabel = ({ item, account }: ReturnType<typeof linkedDepositAccounts>[number]) =>
  paymentMethodLabel({ kind: 'BANK_ACCOUNT', bankName: item.name, accountSubtype: account.subtype, last4: account.mask ?? '' });

/** The mocked processor's state (saved methods, setups in progress), in memory for dev:mock, stories and tests. */
export const mockPayments = {
  reset() {
    processor = { kind: 'SANDBOX', publishableKey: null };
    methods.length = 0;
    setups.clear();
    linkedAccountOf.clear();
    cardDeclines.clear();
    mockBankAccountDocumentReviews.reset();
  },
  /** Setups name this processor until the next reset (Stripe: the web shows Stripe Elements). */
  useProcessor(kind: PaymentProcessorKind, publishableKey: string | null = null) {
    processor = { kind, publishableKey };
  },
  /** Saves a card; with `declineCode` (card_declined, insufficient_funds, …) the processor declines its every charge. */
  addCard(last4 = '4242', brand: CardBrand = 'VISA', declineCode?: string, expiry = { month: 12, year: 2030 }) {
    const method: PaymentMethodList_MethodFragment = {
      __typename: 'PaymentMethod',
      uuid: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
      kind: 'CARD',
      label: paymentMethodLabel({ kind: 'CARD', brand, last4 }),
      brand,
      last4,
      expMonth: expiry.month,
      expYear: expiry.year,
      isDefault: methods.length === 0,
    };
    methods.push(method);
    if (declineCode) cardDeclines.set(method.uuid, declineCode);
    return method;
  },
  /** Saves a linked bank account (by its FinancialAccount uuid in mockBankLinks) as a method. */
  addBankAccount(financialAccountUuid: string) {
    const linked = linkedDepositAccounts().find(({ account }) => account.uuid === financialAccountUuid);
    if (!linked) throw new Error(`no linked bank account ${financialAccountUuid}`);
    const method: PaymentMethodList_MethodFragment = {
      __typename: 'PaymentMethod',
      uuid: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
      kind: 'BANK_ACCOUNT',
      label: bankLabel(linked),
      brand: null,
      last4: linked.account.mask ?? '',
      expMonth: null,
      expYear: null,
      isDefault: methods.length === 0,
    };
    methods.push(method);
    linkedAccountOf.set(method.uuid, financialAccountUuid);
    return method;
  },
  list: () => [...methods],
  /**
   * A charge as chargeSavedPaymentMethod makes it with the sandbox: the method named (only a
   * saved one) or the default; a bank debit is processing, and Stripe's failing test accounts
   * (core/payments/sandboxTestBankAccounts) are declined.
   */
  charge(
    paymentMethodUuid: string | null | undefined,
  ): { method: PaymentMethodList_MethodFragment; status: 'SUCCEEDED' | 'PROCESSING' } | { error: UserErrorView } {
    const method = paymentMethodUuid ? methods.find((each) => each.uuid === paymentMethodUuid) : ordered()[0];
    if (!method)
      return {
        error: paymentMethodUuid
          ? paymentError('NOT_FOUND', paymentMessages.methodNotFound)
          : paymentError('PAYMENT_METHOD_REQUIRED', paymentMessages.methodRequired),
      };
    if (method.kind === 'CARD') {
      const decline = cardDeclines.get(method.uuid);
      return decline ? { error: paymentError('PAYMENT_DECLINED', declinedPaymentMessage(decline, 'CARD')) } : { method, status: 'SUCCEEDED' };
    }
    const failure = sandboxBankDebitFailure(method.last4);
    return failure ? { error: paymentError('PAYMENT_DECLINED', declinedPaymentMessage(failure, 'BANK_ACCOUNT')) } : { method, status: 'PROCESSING' };
  },
};

const ordered = () => [...methods].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

function result(setup: MockSetup | undefined, id: string, method: PaymentMethodList_MethodFragment | null = null) {
  const errors = !setup
    ? [{ __typename: 'UserError' as const, code: 'NOT_FOUND' as const, field: 'setupIntentId', message: paymentMessages.setupNotFound }]
    : setup.status === 'SUCCEEDED'
      ? []
      : [
          {
            __typename: 'UserError' as const,
            code: 'PAYMENT_SETUP_FAILED' as const,
            field: setup.errorCode ? 'card' : 'setupIntentId',
            message: setup.errorCode ? declineMessage(setup.errorCode) : paymentMessages.setupNotFinished,
          },
        ];
  return {
    __typename: 'PaymentSetupPayload' as const,
    setupIntentId: id,
    status: setup?.status ?? ('REQUIRES_PAYMENT_METHOD' as const),
    paymentMethod: method,
    errors,
  };
}

/** The mocked processor answers each test card as the embedded sandbox does (core/payments/sandboxCardSetup). */
function confirmCard(setup: MockSetup, card: { number: string; expMonth: number; expYear: number; cvc: string }) {
  const outcome = sandboxCardSetupOutcome(card, new Date());
  if (outcome.kind === 'declined') return Object.assign(setup, { status: 'REQUIRES_PAYMENT_METHOD' as const, errorCode: outcome.declineCode });
  const digits = digitsOf(card.number);
  setup.card = {
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    declinesCharges: outcome.declinesCharges,
  };
  setup.errorCode = null;
  setup.status = outcome.status === 'requires_action' ? 'REQUIRES_ACTION' : 'SUCCEEDED';
  return setup;
}

/**
 * One step of the sandbox's card form on a setup, as services/payments/paymentSetup takes it: an
 * unknown setup is NOT_FOUND; a wrong secret or a step the setup's status does not allow is
 * refused beside the setup as it stands.
 */
function sandboxStep(input: { setupIntentId: string; clientSecret: string }, allowedIn: PaymentSetupStatus, step: (setup: MockSetup) => void) {
  const setup = setups.get(input.setupIntentId);
  if (!setup) return result(undefined, input.setupIntentId);
  const refusal =
    setup.secret !== input.clientSecret
      ? sandboxSetupMessages.noSuchSetup
      : setup.status !== allowedIn
        ? sandboxSetupMessages.setupIs(setup.status.toLowerCase())
        : null;
  if (!refusal) {
    step(setup);
    return result(setup, input.setupIntentId);
  }
  return {
    ...result(setup, input.setupIntentId),
    errors: [{ __typename: 'UserError' as const, code: 'PAYMENT_SETUP_FAILED' as const, field: 'setupIntentId', message: refusal }],
  };
}

export const paymentHandlers = [
  ...bankAccountDocumentReviewHandlers,
  graphql.query<PaymentMethodsQuery>('paymentMethods', () => HttpResponse.json({ data: { __typename: 'Query', paymentMethods: ordered() } })),
  graphql.query<EquityPaymentMethodsQuery>('equityPaymentMethods', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        paymentMethods: ordered().map(({ uuid, kind, label, isDefault }) => ({ __typename: 'PaymentMethod' as const, uuid, kind, label, isDefault })),
        paymentBankAccountChoices: linkedDepositAccounts().map((linked) => ({
          __typename: 'PaymentBankAccountChoice' as const,
          financialAccountUuid: linked.account.uuid,
          label: bankLabel(linked),
          refusal: bankAccountRefusal(linked)?.message ?? null,
          paymentMethodUuid: methods.find((method) => linkedAccountOf.get(method.uuid) === linked.account.uuid)?.uuid ?? null,
        })),
      },
    }),
  ),
  graphql.mutation<SavePaymentBankAccountMutation, SavePaymentBankAccountMutationVariables>('savePaymentBankAccount', ({ variables: { input } }) => {
    const linked = linkedDepositAccounts().find(({ account }) => account.uuid === input.financialAccountUuid);
    if (!linked) return HttpResponse.json({ data: null, errors: [{ message: 'Bank account was not found.', extensions: { code: 'NOT_FOUND' } }] });
    const refusal = bankAccountRefusal(linked);
    const saved = methods.find((method) => linkedAccountOf.get(method.uuid) === input.financialAccountUuid);
    const method = refusal ? null : (saved ?? mockPayments.addBankAccount(input.financialAccountUuid));
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        savePaymentBankAccount: {
          __typename: 'SavePaymentBankAccountPayload',
          paymentMethod: method
            ? { __typename: 'PaymentMethod', uuid: method.uuid, kind: method.kind, label: method.label, isDefault: method.isDefault }
            : null,
          errors: refusal ? [refusal] : [],
        },
      },
    });
  }),
  graphql.mutation<StartPaymentSetupMutation>('startPaymentSetup', () => {
    const id = `seti_mock_${++counter}`;
    setups.set(id, { id, secret: `${id}_secret`, status: 'REQUIRES_PAYMENT_METHOD', card: null, errorCode: null });
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        startPaymentSetup: {
          __typename: 'StartPaymentSetupPayload',
          setup: {
            __typename: 'PaymentSetup',
            setupIntentId: id,
            clientSecret: `${id}_secret`,
            processor: processor.kind,
            publishableKey: processor.publishableKey,
          },
          errors: [],
        },
      },
    });
  }),
  graphql.mutation<ConfirmSandboxCardSetupMutation, ConfirmSandboxCardSetupMutationVariables>('confirmSandboxCardSetup', ({ variables: { input } }) => {
    if (!mockSession.isLoggedIn()) return notLoggedIn<ConfirmSandboxCardSetupMutation>();
    const answer = sandboxStep(input, 'REQUIRES_PAYMENT_METHOD', (setup) => confirmCard(setup, input.card));
    return HttpResponse.json({ data: { __typename: 'Mutation', confirmSandboxCardSetup: answer } });
  }),
  graphql.mutation<CompleteSandboxCardAuthenticationMutation, CompleteSandboxCardAuthenticationMutationVariables>(
    'completeSandboxCardAuthentication',
    ({ variables: { input } }) => {
      if (!mockSession.isLoggedIn()) return notLoggedIn<CompleteSandboxCardAuthenticationMutation>();
      const answer = sandboxStep(input, 'REQUIRES_ACTION', (setup) =>
        Object.assign(
          setup,
          input.approved ? { status: 'SUCCEEDED' } : { status: 'REQUIRES_PAYMENT_METHOD', card: null, errorCode: 'setup_intent_authentication_failure' },
        ),
      );
      return HttpResponse.json({ data: { __typename: 'Mutation', completeSandboxCardAuthentication: answer } });
    },
  ),
  graphql.mutation<VerifyPaymentSetupMutation, VerifyPaymentSetupMutationVariables>('verifyPaymentSetup', ({ variables: { input } }) => {
    const setup = setups.get(input.setupIntentId);
    // The sandbox declines every charge of a card saved from its declining test card, as card_declined.
    const card = setup?.status === 'SUCCEEDED' ? setup.card : null;
    const method = card
      ? mockPayments.addCard(card.last4, card.brand, card.declinesCharges ? 'card_declined' : undefined, { month: card.expMonth, year: card.expYear })
      : null;
    if (setup && method) setups.delete(input.setupIntentId);
    return HttpResponse.json({ data: { __typename: 'Mutation', verifyPaymentSetup: result(setup, input.setupIntentId, method) } });
  }),
  graphql.mutation<RemovePaymentMethodMutation, RemovePaymentMethodMutationVariables>('removePaymentMethod', ({ variables: { input } }) => {
    const index = methods.findIndex((method) => method.uuid === input.paymentMethodUuid);
    if (index < 0) return HttpResponse.json({ data: null, errors: [{ message: 'Payment method was not found.', extensions: { code: 'NOT_FOUND' } }] });
    const [removed] = methods.splice(index, 1);
    linkedAccountOf.delete(input.paymentMethodUuid);
    if (removed?.isDefault && methods[0]) methods[0].isDefault = true;
    return HttpResponse.json({
      data: { __typename: 'Mutation', removePaymentMethod: { __typename: 'PaymentMethodsPayload', paymentMethods: ordered(), errors: [] } },
    });
  }),
  graphql.mutation<SetDefaultPaymentMethodMutation, SetDefaultPaymentMethodMutationVariables>('setDefaultPaymentMethod', ({ variables: { input } }) => {
    if (!methods.some((method) => method.uuid === input.paymentMethodUuid))
      return HttpResponse.json({ data: null, errors: [{ message: 'Payment method was not found.', extensions: { code: 'NOT_FOUND' } }] });
    for (const method of methods) method.isDefault = method.uuid === input.paymentMethodUuid;
    return HttpResponse.json({
      data: { __typename: 'Mutation', setDefaultPaymentMethod: { __typename: 'PaymentMethodsPayload', paymentMethods: ordered(), errors: [] } },
    });
  }),
];
