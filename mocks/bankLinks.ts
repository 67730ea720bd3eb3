import { graphql, HttpResponse } from 'msw';
import type {
  BankLinkProviderKind,
  CreateBankLinkTokenMutation,
  CreateBankLinkTokenMutationVariables,
  FinancialItemsQuery,
  FinancialItemsQueryVariables,
  LinkedAccountList_ItemFragment,
  LinkFinancialItemMutation,
  LinkFinancialItemMutationVariables,
  RemoveFinancialItemMutation,
  RemoveFinancialItemMutationVariables,
  SandboxBankLinkLogInMutation,
  SandboxBankLinkLogInMutationVariables,
  SandboxBankLinkManualAccountMutation,
  SandboxBankLinkManualAccountMutationVariables,
  VerifyMicrodepositsMutation,
  VerifyMicrodepositsMutationVariables,
} from '#generated/web';
import type { FinancialItem } from '#generated/server';
import {
  bankLinkErrorMessage,
  bankLinkMessages,
  routingNumberProblem,
  MICRODEPOSIT_ATTEMPTS,
  microdepositsMatch,
  oauthReturnPath,
  SANDBOX_ACCOUNTS,
  SANDBOX_CREDENTIALS,
  SANDBOX_MICRODEPOSIT_CENTS,
  sandboxInstitution,
  validMicrodepositAmounts,
} from '#core/bankLinks/index';

type Item = LinkedAccountList_ItemFragment & { applicationUuid: string; attempts: number };
type PendingPublic = { name: string; accounts: Item['accounts'] };

const items = new Map<string, Item>();
const publicTokens = new Map<string, PendingPublic>();
let counter = 0;
let provider: BankLinkProviderKind = 'SANDBOX';
const tokenRequests: CreateBankLinkTokenMutationVariables['input'][] = [];
const uuid = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;
const userError = (code: 'BANK_LINK_FAILED' | 'MICRODEPOSITS_INCORRECT' | 'INVALID', field: string, message: string) => ({
  __typename: 'UserError' as const,
  code,
  field,
  message,
});
const listed = ({ applicationUuid: _uuid, attempts: _attempts, ...item }: Item): LinkedAccountList_ItemFragment => item;

/** The mocked bank-link provider: the sandbox's institutions and credentials (core/bankLinks), in memory. */
export const mockBankLinks = {
  reset() {
    items.clear();
    publicTokens.clear();
    provider = 'SANDBOX';
    tokenRequests.length = 0;
  },
  /** What each createBankLinkToken asked for since the last reset (update mode names its item). */
  tokenRequests: () => [...tokenRequests],
  /** A public token as Plaid Link hands one after the user logged in to the bank (for Plaid Link's stand-in in tests). */
  publicTokenFromLink: (institutionName = 'First Platypus Bank') => issuePublicToken({ name: institutionName, accounts: accountsFor('VERIFIED') }),
  /** Link tokens name this provider until the next reset (Plaid: the web opens Plaid Link). */
  useProvider(kind: BankLinkProviderKind) {
    provider = kind;
  },
  add(applicationUuid: string, overrides: Partial<LinkedAccountList_ItemFragment> = {}) {
    const item: Item = {
      __typename: 'FinancialItem',
      uuid: uuid(),
      kind: 'BANK_ACCOUNT',
      name: 'First Platypus Bank',
      accounts: accountsFor('VERIFIED'),
      error: null,
      microdepositVerifiedAt: null,
      manualVerificationAt: null,
      applicationUuid,
      attempts: 0,
      ...overrides,
    };
    items.set(item.uuid, item);
    return item;
  },
  of: (applicationUuid: string) => [...items.values()].filter((item) => item.applicationUuid === applicationUuid),
  /** Every linked item, of any application (the user's linked accounts, as payments list them). */
  all: () => [...items.values()],
  /** An application's linked items of one kind as the applications' bankAccounts and investments serve them. */
  itemsOf: (applicationUuid: string, kind: FinancialItem['kind'], createdAt: string): FinancialItem[] =>
    mockBankLinks
      .of(applicationUuid)
      .filter((item) => item.kind === kind)
      .map((item) => ({ ...listed(item), error: item.error ? { ...item.error, publicToken: null } : null, createdAt })),
  /** An application's linked bank accounts as RestructureApplication.bankAccounts serves them. */
  bankAccountsOf: (applicationUuid: string, createdAt: string): FinancialItem[] => mockBankLinks.itemsOf(applicationUuid, 'BANK_ACCOUNT', createdAt),
  /** A linked account of the application, with its item, or undefined. */
  accountOf(applicationUuid: string, financialAccountUuid: string) {
    for (const item of mockBankLinks.of(applicationUuid)) {
      const account = item.accounts.find((candidate) => candidate.uuid === financialAccountUuid);
      if (account && item.kind === 'BANK_ACCOUNT') return { item, account };
    }
    return undefined;
  },
};

function accountsFor(verificationStatus: 'VERIFIED'): Item['accounts'] {
  return SANDBOX_ACCOUNTS.map((account) => ({
    __typename: 'FinancialAccount' as const,
    uuid: uuid(),
    accountId: `acct-${account.mask}`,
    name: account.name,
    mask: account.mask,
    subtype: account.subtype,
    verificationStatus,
  }));
}

const issuePublicToken = (pending: PendingPublic) => {
  const token = `public-mock-${++counter}`;
  publicTokens.set(token, pending);
  return token;
};

export const bankLinkHandlers = [
  graphql.query<FinancialItemsQuery, FinancialItemsQueryVariables>('financialItems', ({ variables }) =>
    HttpResponse.json({ data: { __typename: 'Query', financialItems: mockBankLinks.of(variables.applicationUuid).map(listed) } }),
  ),
  graphql.mutation<CreateBankLinkTokenMutation, CreateBankLinkTokenMutationVariables>('createBankLinkToken', ({ variables: { input } }) => {
    tokenRequests.push(input);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        createBankLinkToken: {
          __typename: 'CreateBankLinkTokenPayload',
          token: {
            __typename: 'BankLinkToken',
            linkToken: `link-mock-${++counter}`,
            provider,
            oauthReturnPath: oauthReturnPath(input.applicationType),
          },
          errors: [],
        },
      },
    });
  }),
  graphql.mutation<SandboxBankLinkLogInMutation, SandboxBankLinkLogInMutationVariables>('sandboxBankLinkLogIn', ({ variables: { input } }) => {
    const institution = sandboxInstitution(input.institutionId);
    const errorCode = /^error_([A-Z_]+)$/.exec(input.password)?.[1];
    const refusal = !institution
      ? bankLinkMessages.somethingWentWrong
      : input.username === SANDBOX_CREDENTIALS.username && errorCode
        ? bankLinkErrorMessage(errorCode)
        : input.username !== SANDBOX_CREDENTIALS.username || input.password !== SANDBOX_CREDENTIALS.password
          ? bankLinkErrorMessage('INVALID_CREDENTIALS')
          : null;
    const payload = refusal
      ? {
          __typename: 'SandboxBankLinkPayload' as const,
          publicToken: null,
          institutionName: null,
          errors: [userError('BANK_LINK_FAILED', 'password', refusal)],
        }
      : {
          __typename: 'SandboxBankLinkPayload' as const,
          publicToken: issuePublicToken({ name: institution!.name, accounts: accountsFor('VERIFIED') }),
          institutionName: institution!.name,
          errors: [],
        };
    return HttpResponse.json({ data: { __typename: 'Mutation', sandboxBankLinkLogIn: payload } });
  }),
  graphql.mutation<SandboxBankLinkManualAccountMutation, SandboxBankLinkManualAccountMutationVariables>(
    'sandboxBankLinkManualAccount',
    ({ variables: { input } }) => {
      const errors = [
        ...(routingNumberProblem(input.routingNumber) === null ? [] : [userError('INVALID', 'routingNumber', routingNumberProblem(input.routingNumber)!)]),
        ...(/^\d{4,17}$/.test(input.accountNumber) ? [] : [userError('INVALID', 'accountNumber', bankLinkMessages.accountNumberInvalid)]),
      ];
      const mask = input.accountNumber.slice(-4);
      const account = {
        __typename: 'FinancialAccount' as const,
        uuid: uuid(),
        accountId: `acct-${mask}`,
        name: input.accountType === 'CHECKING' ? 'Checking' : 'Savings',
        mask,
        subtype: input.accountType.toLowerCase(),
        verificationStatus: 'PENDING_MANUAL_VERIFICATION' as const,
      };
      const publicToken = errors.length === 0 ? issuePublicToken({ name: 'Manually entered account', accounts: [account] }) : null;
      return HttpResponse.json({
        data: { __typename: 'Mutation', sandboxBankLinkManualAccount: { __typename: 'SandboxBankLinkPayload', publicToken, errors } },
      });
    },
  ),
  graphql.mutation<LinkFinancialItemMutation, LinkFinancialItemMutationVariables>('linkFinancialItem', ({ variables: { input } }) => {
    const pending = publicTokens.get(input.publicToken);
    publicTokens.delete(input.publicToken);
    const item = pending ? mockBankLinks.add(input.applicationUuid, { kind: input.kind, name: pending.name, accounts: pending.accounts }) : null;
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        linkFinancialItem: {
          __typename: 'FinancialItemPayload',
          financialItem: item ? listed(item) : null,
          errors: item ? [] : [userError('BANK_LINK_FAILED', 'publicToken', bankLinkMessages.linkExpired)],
        },
      },
    });
  }),
  graphql.mutation<VerifyMicrodepositsMutation, VerifyMicrodepositsMutationVariables>('verifyMicrodeposits', ({ variables: { input } }) => {
    const item = items.get(input.financialItemUuid);
    if (!item) return HttpResponse.json({ data: null, errors: [{ message: 'Financial item was not found.', extensions: { code: 'NOT_FOUND' } }] });
    let errors: ReturnType<typeof userError>[] = [];
    if (!validMicrodepositAmounts(input.amountsCents)) errors = [userError('INVALID', 'amountsCents', bankLinkMessages.microdepositsInvalid)];
    else if (microdepositsMatch(input.amountsCents, SANDBOX_MICRODEPOSIT_CENTS)) {
      item.accounts = item.accounts.map((account) => ({ ...account, verificationStatus: 'MANUALLY_VERIFIED' }));
      item.microdepositVerifiedAt = new Date().toISOString();
    } else {
      item.attempts += 1;
      const failed = item.attempts >= MICRODEPOSIT_ATTEMPTS;
      if (failed) item.accounts = item.accounts.map((account) => ({ ...account, verificationStatus: 'VERIFICATION_FAILED' }));
      errors = [userError('MICRODEPOSITS_INCORRECT', 'amountsCents', failed ? bankLinkMessages.microdepositsFailed : bankLinkMessages.microdepositsWrong)];
    }
    return HttpResponse.json({
      data: { __typename: 'Mutation', verifyMicrodeposits: { __typename: 'FinancialItemPayload', financialItem: listed(item), errors } },
    });
  }),
  graphql.mutation<RemoveFinancialItemMutation, RemoveFinancialItemMutationVariables>('removeFinancialItem', ({ variables: { input } }) => {
    if (!items.delete(input.financialItemUuid))
      return HttpResponse.json({ data: null, errors: [{ message: 'Financial item was not found.', extensions: { code: 'NOT_FOUND' } }] });
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        removeFinancialItem: { __typename: 'RemoveFinancialItemPayload', removedFinancialItemUuid: input.financialItemUuid, errors: [] },
      },
    });
  }),
];
