import { graphql, HttpResponse } from 'msw';
import type {
  CompleteSandboxCardAuthenticationMutation,
  CompleteSandboxCardAuthenticationMutationVariables,
  ConfirmSandboxCardSetupMutation,
  ConfirmSandboxCardSetupMutationVariables,
  PaymentMethodList_MethodFragment,
  PaymentMethodsQuery,
  PaymentSetupStatus,
  RemovePaymentMethodMutation,
  RemovePaymentMethodMutationVariables,
  SetDefaultPaymentMethodMutation,
  SetDefaultPaymentMethodMutationVariables,
  StartPaymentSetupMutation,
  VerifyPaymentSetupMutation,
  VerifyPaymentSetupMutationVariables,
} from '#generated/web';
import {
  cardBrandOf,
  declineMessage,
  isExpired,
  passesLuhn,
  paymentMessages,
  paymentMethodLabel,
  sandboxCardBehaviour,
  type CardBrand,
} from '#core/payments/index';

interface MockSetup {
  id: string;
  secret: string;
  status: PaymentSetupStatus;
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number } | null;
  errorCode: string | null;
}

const methods: PaymentMethodList_MethodFragment[] = [];
const setups = new Map<string, MockSetup>();
let counter = 0;

/** The mocked processor's state (saved methods, setups in progress), in memory for dev:mock, stories and tests. */
export const mockPayments = {
  reset() {
    methods.length = 0;
    setups.clear();
  },
  addCard(last4 = '4242', brand: CardBrand = 'VISA') {
    const method: PaymentMethodList_MethodFragment = {
      __typename: 'PaymentMethod',
      uuid: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
      kind: 'CARD',
      label: paymentMethodLabel({ kind: 'CARD', brand, last4 }),
      brand,
      last4,
      expMonth: 12,
      expYear: 2030,
      isDefault: methods.length === 0,
    };
    methods.push(method);
    return method;
  },
  list: () => [...methods],
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

/** The mocked processor answers each test card as the embedded sandbox does (core/payments/sandboxTestCards). */
function confirmCard(setup: MockSetup, card: { number: string; expMonth: number; expYear: number; cvc: string }) {
  const digits = card.number.replace(/\D/g, '');
  const fail = (code: string) => Object.assign(setup, { status: 'REQUIRES_PAYMENT_METHOD' as const, errorCode: code });
  if (!passesLuhn(digits)) return fail('incorrect_number');
  if (isExpired({ month: card.expMonth, year: card.expYear }, new Date())) return fail('invalid_expiry_year');
  const behaviour = sandboxCardBehaviour(digits);
  if (behaviour.kind === 'declinesSetup') return fail(behaviour.declineCode);
  setup.card = { brand: cardBrandOf(digits), last4: digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
  setup.errorCode = null;
  setup.status = behaviour.kind === 'requiresAuthentication' ? 'REQUIRES_ACTION' : 'SUCCEEDED';
  return setup;
}

export const paymentHandlers = [
  graphql.query<PaymentMethodsQuery>('paymentMethods', () => HttpResponse.json({ data: { __typename: 'Query', paymentMethods: ordered() } })),
  graphql.mutation<StartPaymentSetupMutation>('startPaymentSetup', () => {
    const id = `seti_mock_${++counter}`;
    setups.set(id, { id, secret: `${id}_secret`, status: 'REQUIRES_PAYMENT_METHOD', card: null, errorCode: null });
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        startPaymentSetup: {
          __typename: 'StartPaymentSetupPayload',
          setup: { __typename: 'PaymentSetup', setupIntentId: id, clientSecret: `${id}_secret`, processor: 'SANDBOX', publishableKey: null },
          errors: [],
        },
      },
    });
  }),
  graphql.mutation<ConfirmSandboxCardSetupMutation, ConfirmSandboxCardSetupMutationVariables>('confirmSandboxCardSetup', ({ variables: { input } }) => {
    const setup = setups.get(input.setupIntentId);
    if (setup && setup.secret === input.clientSecret && setup.status === 'REQUIRES_PAYMENT_METHOD') confirmCard(setup, input.card);
    return HttpResponse.json({ data: { __typename: 'Mutation', confirmSandboxCardSetup: result(setup, input.setupIntentId) } });
  }),
  graphql.mutation<CompleteSandboxCardAuthenticationMutation, CompleteSandboxCardAuthenticationMutationVariables>(
    'completeSandboxCardAuthentication',
    ({ variables: { input } }) => {
      const setup = setups.get(input.setupIntentId);
      if (setup?.status === 'REQUIRES_ACTION')
        Object.assign(
          setup,
          input.approved ? { status: 'SUCCEEDED' } : { status: 'REQUIRES_PAYMENT_METHOD', card: null, errorCode: 'setup_intent_authentication_failure' },
        );
      return HttpResponse.json({ data: { __typename: 'Mutation', completeSandboxCardAuthentication: result(setup, input.setupIntentId) } });
    },
  ),
  graphql.mutation<VerifyPaymentSetupMutation, VerifyPaymentSetupMutationVariables>('verifyPaymentSetup', ({ variables: { input } }) => {
    const setup = setups.get(input.setupIntentId);
    const method = setup?.status === 'SUCCEEDED' && setup.card ? mockPayments.addCard(setup.card.last4, setup.card.brand) : null;
    if (setup && method) setups.delete(input.setupIntentId);
    return HttpResponse.json({ data: { __typename: 'Mutation', verifyPaymentSetup: result(setup, input.setupIntentId, method) } });
  }),
  graphql.mutation<RemovePaymentMethodMutation, RemovePaymentMethodMutationVariables>('removePaymentMethod', ({ variables: { input } }) => {
    const index = methods.findIndex((method) => method.uuid === input.paymentMethodUuid);
    if (index < 0) return HttpResponse.json({ data: null, errors: [{ message: 'Payment method was not found.', extensions: { code: 'NOT_FOUND' } }] });
    const [removed] = methods.splice(index, 1);
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
