import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { bankLinkErrorMessage, bankLinkMessages } from '#core/bankLinks/messages';
import {
  CreateBankLinkTokenDocument,
  LinkFinancialItemDocument,
  SandboxBankLinkLogInDocument,
  SandboxBankLinkManualAccountDocument,
  type BankLinkApplicationType,
  type BankLinkProviderKind,
  type FinancialItemKind,
} from '#generated/web';
import { clearPendingLink, savePendingLink, type PendingLink } from './pendingLink';

export interface BankLinkTarget {
  applicationType: BankLinkApplicationType;
  applicationUuid: string;
  kind: FinancialItemKind;
}

export type BankLinkState =
  | { open: false }
  | {
      open: true;
      linkToken: string | null;
      /** Known once the link token came: the sandbox's dialog or Plaid Link. */
      provider: BankLinkProviderKind | null;
      resumeInstitutionId: string | null;
      /** Plaid Link resuming after an OAuth bank: the address the bank sent the user back to. */
      receivedRedirectUri: string | null;
      refusal: string | null;
    };

const resumed = (link: PendingLink): BankLinkState => {
  const provider = link.provider ?? 'SANDBOX';
  return {
    open: true,
    linkToken: link.linkToken,
    provider,
    resumeInstitutionId: link.institutionId,
    receivedRedirectUri: provider === 'PLAID' ? window.location.href : null,
    refusal: null,
  };
};

/**
 * One link, through Plaid Link or the sandbox that runs as it does: a link token (in update mode
 * to repair an item), the bank's login or a manual account, then the public token exchanged on
 * the server. An OAuth bank leaves for the bank's site and comes back to
 * /financial-items/oauth/…, which resumes with the same link token (kept in this tab).
 */
export function useBankLink(
  target: BankLinkTarget,
  options: { returnTo: string; navigate: (path: string) => void; onLinked: () => void; resume?: PendingLink | null },
) {
  const [state, setState] = useState<BankLinkState>(options.resume ? resumed(options.resume) : { open: false });
  const [createToken, creating] = useMutation(CreateBankLinkTokenDocument);
  const [logIn, loggingIn] = useMutation(SandboxBankLinkLogInDocument);
  const [enterManually, entering] = useMutation(SandboxBankLinkManualAccountDocument);
  const [link, linking] = useMutation(LinkFinancialItemDocument, { refetchQueries: ['financialItems'], awaitRefetchQueries: true });

  const fail = (refusal: string) => setState((current) => (current.open ? { ...current, refusal } : current));

  const open = async (financialItemUuid?: string) => {
    setState({ open: true, linkToken: null, provider: null, resumeInstitutionId: null, receivedRedirectUri: null, refusal: null });
    try {
      const { data } = await createToken({
        // A repair opens with the item's own link (its error's publicToken), whatever kind this panel links.
        variables: { input: { applicationType: target.applicationType, applicationUuid: target.applicationUuid, kind: target.kind, financialItemUuid } },
      });
      const token = data?.createBankLinkToken.token;
      if (!token) return fail(data?.createBankLinkToken.errors[0]?.message ?? bankLinkMessages.somethingWentWrong);
      // Plaid Link may leave for an OAuth bank at any step, so the link is kept for the return page from the start.
      if (token.provider === 'PLAID')
        savePendingLink({ linkToken: token.linkToken, ...target, institutionId: null, provider: 'PLAID', returnTo: options.returnTo });
      setState({ open: true, linkToken: token.linkToken, provider: token.provider, resumeInstitutionId: null, receivedRedirectUri: null, refusal: null });
    } catch {
      fail(bankLinkMessages.somethingWentWrong);
    }
  };

  const exchange = async (publicToken: string) => {
    const { data } = await link({ variables: { input: { ...target, publicToken } } });
    const refusal = data?.linkFinancialItem.errors[0]?.message;
    if (refusal || !data?.linkFinancialItem.financialItem) return fail(refusal ?? bankLinkMessages.somethingWentWrong);
    setState({ open: false });
    options.onLinked();
  };

  const withToken = async (run: (linkToken: string) => Promise<void>) => {
    if (!state.open || !state.linkToken) return;
    try {
      await run(state.linkToken);
    } catch {
      fail(bankLinkMessages.somethingWentWrong);
    }
  };

  return {
    state,
    busy: creating.loading || loggingIn.loading || entering.loading || linking.loading,
    open,
    close: () => setState({ open: false }),
    logIn: (institutionId: string, username: string, password: string) =>
      withToken(async (linkToken) => {
        const { data } = await logIn({ variables: { input: { linkToken, institutionId, username, password } } });
        const result = data?.sandboxBankLinkLogIn;
        if (!result?.publicToken) return fail(result?.errors[0]?.message ?? bankLinkMessages.somethingWentWrong);
        await exchange(result.publicToken);
      }),
    enterManually: (account: { routingNumber: string; accountNumber: string; accountType: 'CHECKING' | 'SAVINGS' }) =>
      withToken(async (linkToken) => {
        const { data } = await enterManually({ variables: { input: { linkToken, ...account } } });
        const result = data?.sandboxBankLinkManualAccount;
        if (!result?.publicToken) return fail(result?.errors[0]?.message ?? bankLinkMessages.somethingWentWrong);
        await exchange(result.publicToken);
      }),
    /** The sandbox OAuth bank "approves" at once and sends the user to the OAuth return page. */
    leaveForOAuthBank: (institutionId: string) =>
      withToken(async (linkToken) => {
        savePendingLink({ linkToken, ...target, institutionId, provider: 'SANDBOX', returnTo: options.returnTo });
        options.navigate(`/financial-items/oauth/${target.applicationType.toLowerCase()}?oauth_state_id=${encodeURIComponent(linkToken.slice(-12))}`);
      }),
    /** Plaid Link's onSuccess: the public token is exchanged on the server like the sandbox's. */
    plaidSucceeded: (publicToken: string) =>
      withToken(async () => {
        clearPendingLink();
        await exchange(publicToken);
      }),
    /** Plaid Link's onExit: closed by the user, or ended by the bank's or the link's error (its code never shown). */
    plaidExited: (errorCode: string | null) => {
      clearPendingLink();
      if (errorCode) fail(bankLinkErrorMessage(errorCode));
      else setState({ open: false });
    },
  };
}
