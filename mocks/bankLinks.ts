import { graphql, HttpResponse, type DefaultBodyType } from 'msw';
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
  accountsOfKind,
  bankLinkErrorMessage,
  bankLinkMessages,
  routingNumberProblem,
  MICRODEPOSIT_ATTEMPTS,
  microdepositsMatch,
  noAccountsOfKindMessage,
  oauthReturnPath,
  SANDBOX_ACCOUNTS,
  SANDBOX_CREDENTIALS,
  SANDBOX_MICRODEPOSIT_CENTS,
  sandboxInstitution,
  validMicrodepositAmounts,
} from '#core/bankLinks/index';
import { mockApplications } from './application';
import { notFoundError, notLoggedIn } from './graphqlErrors';
import { mockSession } from './session';

type Item = LinkedAccountList_ItemFragment & { applicationUuid: string; attempts: number };
type Kind = FinancialItem['kind'];
/** The accounts a link shared, each with its provider type (what accountsOfKind keeps by kind). */
type PendingPublic = { name: string; accounts: Array<{ type: string; account: Item['accounts'][number] }> };

const items = new Map<string, Item>();
const publicTokens = new Map<string, PendingPublic>();
/** The kind each link token was opened for (update mode: its item's), as the sandbox keeps it. */
const linkKinds = new Map<string, Kind>();
let counter = 0;
let provider: BankLinkProviderKind = 'SANDBOX';
const tokenRequests: CreateBankLinkTokenMutationVariables['input'][] = [];
const uuid = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;
const userError = (code: 'BANK_LINK_FAILED' | 'MICRODEPOSITS_INCORRECT' | 'INVALID' | 'ACTOR_NOT_ALLOWED', field: string, message: string) => ({
  __typename: 'UserError' as const,
  code,
  field,
  message,
});
const listed = ({ applicationUuid: _uuid, attempts: _attempts, ...item }: Item): LinkedAccountList_ItemFragment => item;

/**
 * Why the signed-in user cannot link to this application, as services/bankLinks answers before
 * anything else: a visitor, an application that is not hers (NOT_FOUND), or a party who is not
 * its applicant (a purchase's co-applicant links nothing); null when she may.
 */
function linkRefusal<Q extends DefaultBodyType>(applicationType: string, applicationUuid: string) {
  if (!mockSession.isLoggedIn()) return { response: notLoggedIn<Q>() };
  const application = mockApplications.find(applicationType, applicationUuid);
  if (!application) return { response: notFoundError<Q>('Application') };
  return application.party === 'APPLICANT' ? null : { error: userError('ACTOR_NOT_ALLOWED', 'applicationUuid', bankLinkMessages.onlyTheApplicantLinks) };
}

/** The mocked bank-link provider: the sandbox's institutions and credentials (core/bankLinks), in memory. */
export const mockBankLinks = {
  reset() {
    items.clear();
    publicTokens.clear();
    linkKinds.clear();
    provider = 'SANDBOX';
    tokenRequests.length = 0;
  },
  /** What each createBankLinkToken asked for since the last reset (update mode names its item). */
  tokenRequests: () => [...tokenRequests],
  /** A public token as Plaid Link hands one after the user logged in to the bank (for Plaid Link's stand-in in tests). */
  publicTokenFromLink: (institutionName = 'First Platypus Bank', kind: Kind = 'BANK_ACCOUNT') =>
    issuePublicToken({ name: institutionName, accounts: sharedAccounts(kind) }),
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
      accounts: accountsFor('VERIFIED', overrides.kind ?? 'BANK_ACCOUNT'),
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
      .map((item) => ({ ...listed(item), createdAt })),
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

/** A good login's accounts of one kind, verified by the login (a bank account's by default). */
function accountsFor(verificationStatus: 'VERIFIED', kind: Kind = 'BANK_ACCOUNT'): Item['accounts'] {
  return sharedAccounts(kind).map(({ account }) => ({ ...account, verificationStatus }));
}

/** What a good login shares in a link opened for this kind, like the sandbox provider. */
function sharedAccounts(kind: Kind): PendingPublic['accounts'] {
  return accountsOfKind(SANDBOX_ACCOUNTS, kind).map((account) => ({
    type: account.type,
    account: {
      __typename: 'FinancialAccount' as const,
      uuid: uuid(),
      accountId: `acct-${account.mask}`,
      name: account.name,
      mask: account.mask,
      subtype: account.subtype,
      verificationStatus: 'VERIFIED' as const,
    },
  }));
}

const issuePublicToken = (pending: PendingPublic) => {
  const token = `public-mock-${++counter}`;
  publicTokens.set(token, pending);
  return token;
};

export const bankLinkHandlers = [
  graphql.query<FinancialItemsQuery, FinancialItemsQueryVariables>('financialItems', ({ variables }) => {
    const refusal = linkRefusal<FinancialItemsQuery>(variables.applicationType, variables.applicationUuid);
    if (refusal && 'response' in refusal) return refusal.response;
    // Each party lists the items she linked: a co-applicant, who links none, lists none of the applicant's.
    const financialItems = refusal ? [] : mockBankLinks.of(variables.applicationUuid).map(listed);
    return HttpResponse.json({ data: { __typename: 'Query', financialItems } });
  }),
  graphql.mutation<CreateBankLinkTokenMutation, CreateBankLinkTokenMutationVariables>('createBankLinkToken', ({ variables: { input } }) => {
    const refusal = linkRefusal<CreateBankLinkTokenMutation>(input.applicationType, input.applicationUuid);
    if (refusal && 'response' in refusal) return refusal.response;
    tokenRequests.push(input);
    // A repair opens with the link its item's error carries, while it has one (services/bankLinks).
    const repairing = input.financialItemUuid ? items.get(input.financialItemUuid) : undefined;
    if (input.financialItemUuid && !refusal && repairing?.applicationUuid !== input.applicationUuid)
      return notFoundError<CreateBankLinkTokenMutation>('Financial item');
    const linkToken = refusal ? null : (repairing?.error?.publicToken ?? `link-mock-${++counter}`);
    if (linkToken) linkKinds.set(linkToken, repairing?.kind ?? input.kind ?? 'BANK_ACCOUNT');
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        createBankLinkToken: {
          __typename: 'CreateBankLinkTokenPayload',
          token: linkToken ? { __typename: 'BankLinkToken', linkToken, provider, oauthReturnPath: oauthReturnPath(input.applicationType) } : null,
          errors: refusal ? [refusal.error] : [],
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
          publicToken: issuePublicToken({ name: institution!.name, accounts: sharedAccounts(linkKinds.get(input.linkToken) ?? 'BANK_ACCOUNT') }),
          institutionName: institution!.name,
          errors: [],
        };
    return HttpResponse.json({ data: { __typename: 'Mutation', sandboxBankLinkLogIn: payload } });
  }),
  graphql.mutation<SandboxBankLinkManualAccountMutation, SandboxBankLinkManualAccountMutationVariables>(
    'sandboxBankLinkManualAccount',
    ({ variables: { input } }) => {
      // Spaces typed in the numbers are dropped first, as services/bankLinks/sandboxLink does.
      const routingNumber = input.routingNumber.replace(/\s/g, '');
      const accountNumber = input.accountNumber.replace(/\s/g, '');
      const routingProblem = routingNumberProblem(routingNumber);
      const fieldErrors = [
        ...(routingProblem === null ? [] : [userError('INVALID', 'routingNumber', routingProblem)]),
        ...(/^\d{4,17}$/.test(accountNumber) ? [] : [userError('INVALID', 'accountNumber', bankLinkMessages.accountNumberInvalid)]),
      ];
      // Well-formed numbers go to the sandbox, which only the signed-in owner of the link reaches.
      if (fieldErrors.length === 0 && !mockSession.isLoggedIn()) return notLoggedIn<SandboxBankLinkManualAccountMutation>();
      const kind = linkKinds.get(input.linkToken);
      // Micro-deposits belong to a bank account link only (the sandbox refuses INVALID_PRODUCT).
      const errors =
        fieldErrors.length > 0
          ? fieldErrors
          : !kind
            ? [userError('BANK_LINK_FAILED', 'linkToken', bankLinkMessages.linkExpired)]
            : kind !== 'BANK_ACCOUNT'
              ? [userError('BANK_LINK_FAILED', 'accountNumber', bankLinkErrorMessage('INVALID_PRODUCT'))]
              : [];
      const mask = accountNumber.slice(-4);
      const account = {
        __typename: 'FinancialAccount' as const,
        uuid: uuid(),
        accountId: `acct-${mask}`,
        name: input.accountType === 'CHECKING' ? 'Checking' : 'Savings',
        mask,
        subtype: input.accountType.toLowerCase(),
        verificationStatus: 'PENDING_MANUAL_VERIFICATION' as const,
      };
      const publicToken = errors.length === 0 ? issuePublicToken({ name: 'Manually entered account', accounts: [{ type: 'depository', account }] }) : null;
      return HttpResponse.json({
        data: { __typename: 'Mutation', sandboxBankLinkManualAccount: { __typename: 'SandboxBankLinkPayload', publicToken, errors } },
      });
    },
  ),
  graphql.mutation<LinkFinancialItemMutation, LinkFinancialItemMutationVariables>('linkFinancialItem', ({ variables: { input } }) => {
    const notHers = linkRefusal<LinkFinancialItemMutation>(input.applicationType, input.applicationUuid);
    if (notHers && 'response' in notHers) return notHers.response;
    if (notHers)
      return HttpResponse.json({
        data: { __typename: 'Mutation', linkFinancialItem: { __typename: 'FinancialItemPayload', financialItem: null, errors: [notHers.error] } },
      });
    const pending = publicTokens.get(input.publicToken);
    publicTokens.delete(input.publicToken);
    // An item keeps the accounts of its kind; a link that shared none of them keeps nothing.
    const accounts = pending ? accountsOfKind(pending.accounts, input.kind).map(({ account }) => account) : [];
    const item = pending && accounts.length > 0 ? mockBankLinks.add(input.applicationUuid, { kind: input.kind, name: pending.name, accounts }) : null;
    const refusal = !pending ? bankLinkMessages.linkExpired : noAccountsOfKindMessage(input.kind);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        linkFinancialItem: {
          __typename: 'FinancialItemPayload',
          financialItem: item ? listed(item) : null,
          errors: item ? [] : [userError('BANK_LINK_FAILED', 'publicToken', refusal)],
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
