import { bankLinkErrorMessage, bankLinkMessages, routingNumberProblem } from '#core/bankLinks/index';
import { BankLinkProviderError } from '../../adapters/bankLink/BankLinkProvider.js';
import { SandboxBankLinkProvider } from '../../adapters/bankLink/SandboxBankLinkProvider.js';
import type { ServiceContext } from '../context.js';
import { AppError, type FieldError } from '../errors.js';
import { signedInUser } from './financialItems.js';

export interface SandboxLinkPayload {
  publicToken: string | null;
  institutionName: string | null;
  errors: FieldError[];
}

const failed = (error: FieldError): SandboxLinkPayload => ({ publicToken: null, institutionName: null, errors: [error] });

/** The sandbox stands in for Plaid Link; with Plaid, credentials go to Plaid and never here. */
async function sandboxFor(ctx: ServiceContext, linkToken: string): Promise<SandboxBankLinkProvider | null> {
  const user = signedInUser(ctx);
  const provider = ctx.adapters.bankLink;
  if (!(provider instanceof SandboxBankLinkProvider)) throw new AppError('FORBIDDEN', 'Banks are linked in the provider’s window, not here.');
  return (await provider.linkTokenUser(linkToken)) === user.uuid ? provider : null;
}

/** The sandbox link dialog's login at a test institution (credentials are never stored or logged). */
export async function sandboxBankLinkLogIn(
  ctx: ServiceContext,
  input: { linkToken: string; institutionId: string; username: string; password: string },
): Promise<SandboxLinkPayload> {
  const sandbox = await sandboxFor(ctx, input.linkToken);
  if (!sandbox) return failed({ code: 'BANK_LINK_FAILED', field: 'linkToken', message: bankLinkMessages.linkExpired });
  try {
    const { publicToken, institutionName } = await sandbox.logIn(input.linkToken, input.institutionId, input.username, input.password);
    return { publicToken, institutionName, errors: [] };
  } catch (error) {
    if (error instanceof BankLinkProviderError)
      return failed({
        code: 'BANK_LINK_FAILED',
        field: error.code === 'INVALID_CREDENTIALS' ? 'password' : 'institutionId',
        message: bankLinkErrorMessage(error.code),
      });
    throw error;
  }
}

/** The sandbox link dialog's "enter account details": two micro-deposits will verify it. */
export async function sandboxBankLinkManualAccount(
  ctx: ServiceContext,
  input: { linkToken: string; routingNumber: string; accountNumber: string; accountType: 'CHECKING' | 'SAVINGS' },
): Promise<SandboxLinkPayload> {
  const routingNumber = input.routingNumber.replace(/\s/g, '');
  const accountNumber = input.accountNumber.replace(/\s/g, '');
  const errors: FieldError[] = [];
  const routingProblem = routingNumberProblem(routingNumber);
  if (routingProblem) errors.push({ code: 'INVALID', field: 'routingNumber', message: routingProblem });
  if (!/^\d{4,17}$/.test(accountNumber)) errors.push({ code: 'INVALID', field: 'accountNumber', message: bankLinkMessages.accountNumberInvalid });
  if (errors.length > 0) return { publicToken: null, institutionName: null, errors };
  const sandbox = await sandboxFor(ctx, input.linkToken);
  if (!sandbox) return failed({ code: 'BANK_LINK_FAILED', field: 'linkToken', message: bankLinkMessages.linkExpired });
  try {
    const { publicToken } = await sandbox.enterAccountManually(input.linkToken, {
      routingNumber,
      accountNumber,
      accountType: input.accountType === 'CHECKING' ? 'checking' : 'savings',
    });
    return { publicToken, institutionName: null, errors: [] };
  } catch (error) {
    if (error instanceof BankLinkProviderError) return failed({ code: 'BANK_LINK_FAILED', field: 'accountNumber', message: bankLinkErrorMessage(error.code) });
    throw error;
  }
}
