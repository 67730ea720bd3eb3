import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { bankLinkMessages } from '#core/bankLinks/messages';
import {
  CreateBankLinkTokenDocument,
  LinkFinancialItemDocument,
  SandboxBankLinkLogInDocument,
  SandboxBankLinkManualAccountDocument,
  type BankLinkApplicationType,
  type FinancialItemKind,
} from '#generated/web';
import { savePendingLink, type PendingLink } from './pendingLink';

export interface BankLinkTarget {
  applicationType: BankLinkApplicationType;
  applicationUuid: string;
  kind: FinancialItemKind;
}

export type BankLinkState = { open: false } | { open: true; linkToken: string | null; resumeInstitutionId: string | null; refusal: string | null };

/**
 * One link through the sandbox, as Plaid Link runs one: a link token (in update mode to repair
 * an item), the bank's login or a manual account, then the public token exchanged on the server.
 * An OAuth bank leaves for the bank's site and comes back to /financial-items/oauth/…, which
 * resumes with the same link token.
 */
export function useBankLink(
  target: BankLinkTarget,
  options: { returnTo: string; navigate: (path: string) => void; onLinked: () => void; resume?: PendingLink | null },
) {
  const [state, setState] = useState<BankLinkState>(
    options.resume ? { open: true, linkToken: options.resume.linkToken, resumeInstitutionId: options.resume.institutionId, refusal: null } : { open: false },
  );
  const [createToken, creating] = useMutation(CreateBankLinkTokenDocument);
  const [logIn, loggingIn] = useMutation(SandboxBankLinkLogInDocument);
  const [enterManually, entering] = useMutation(SandboxBankLinkManualAccountDocument);
  const [link, linking] = useMutation(LinkFinancialItemDocument, { refetchQueries: ['financialItems'], awaitRefetchQueries: true });

  const fail = (refusal: string) => setState((current) => (current.open ? { ...current, refusal } : current));

  const open = async (financialItemUuid?: string) => {
    setState({ open: true, linkToken: null, resumeInstitutionId: null, refusal: null });
    try {
      const { data } = await createToken({
        variables: { input: { applicationType: target.applicationType, applicationUuid: target.applicationUuid, financialItemUuid } },
      });
      const token = data?.createBankLinkToken.token;
      if (!token) return fail(data?.createBankLinkToken.errors[0]?.message ?? bankLinkMessages.somethingWentWrong);
      if (token.provider !== 'SANDBOX')
        return fail('Bank linking is not available here right now. Verify your account with a voided check or a bank statement.');
      setState({ open: true, linkToken: token.linkToken, resumeInstitutionId: null, refusal: null });
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
        savePendingLink({ linkToken, ...target, institutionId, returnTo: options.returnTo });
        options.navigate(`/financial-items/oauth/${target.applicationType.toLowerCase()}?oauth_state_id=${encodeURIComponent(linkToken.slice(-12))}`);
      }),
  };
}
