import type { Knex } from 'knex';
import {
  bankLinkErrorMessage,
  bankLinkMessages,
  oauthReturnPath,
  type AccountVerificationStatus,
  type BankLinkApplicationType,
  type FinancialItemKind,
} from '#core/bankLinks/index';
import { BankLinkProviderError, type ProviderItem, type ProviderVerificationStatus } from '../../adapters/bankLink/BankLinkProvider.js';
import { FinancialAccount } from '../../models/FinancialAccount.js';
import { FinancialItem } from '../../models/FinancialItem.js';
import type { ServiceContext } from '../context.js';
import { accessTokenOf, sealAccessToken } from './accessTokenCipher.js';
import { findOwnedApplication } from '../documents/applications.js';
import { linkTokensOf, recordLinkToken } from './linkTokens.js';
import { notFound, unauthenticated, type FieldError } from '../errors.js';

export interface FinancialItemPayload {
  financialItem: FinancialItem | null;
  errors: FieldError[];
}

export function signedInUser(ctx: ServiceContext) {
  if (!ctx.currentUser) throw unauthenticated();
  return ctx.currentUser;
}

export async function ownedApplicationOrNotFound(ctx: ServiceContext, applicationType: BankLinkApplicationType, applicationUuid: string) {
  const user = signedInUser(ctx);
  const application = await findOwnedApplication(ctx.db, user.uuid, applicationType, applicationUuid);
  if (!application) throw notFound('Application');
  return { user, application };
}

/** A party of the application who is not its applicant (a purchase's co-applicant) links nothing to it. */
const onlyTheApplicantLinks: FieldError = { code: 'ACTOR_NOT_ALLOWED', field: 'applicationUuid', message: bankLinkMessages.onlyTheApplicantLinks };

/** The user's own item; anyone else's, or one that does not exist, is NOT_FOUND. */
export async function ownedFinancialItem(ctx: ServiceContext, financialItemUuid: string): Promise<FinancialItem> {
  const user = signedInUser(ctx);
  const item = await FinancialItem.query(ctx.db).findOne({ uuid: financialItemUuid, userUuid: user.uuid });
  if (!item) throw notFound('Financial item');
  return item;
}

export const providerRefusal = (error: BankLinkProviderError, field = 'publicToken'): FieldError => ({
  code: 'BANK_LINK_FAILED',
  field,
  message: bankLinkErrorMessage(error.code),
});

const STATUS: Record<NonNullable<ProviderVerificationStatus>, AccountVerificationStatus> = {
  automatically_verified: 'VERIFIED',
  pending_automatic_verification: 'PENDING_AUTOMATIC_VERIFICATION',
  pending_manual_verification: 'PENDING_MANUAL_VERIFICATION',
  manually_verified: 'MANUALLY_VERIFIED',
  verification_failed: 'VERIFICATION_FAILED',
};

/** An account linked by logging in (no verification status) is verified by that login. */
export const verificationOf = (status: ProviderVerificationStatus): AccountVerificationStatus => (status ? STATUS[status] : 'VERIFIED');

/** Writes the provider's word on the item's accounts and error; accounts it no longer reports go. */
export async function storeProviderItem(trx: Knex, item: FinancialItem, provided: ProviderItem): Promise<void> {
  const ids = provided.accounts.map((account) => account.accountId);
  if (provided.accounts.length > 0 || provided.errorCode === null)
    await FinancialAccount.query(trx).where({ financialItemUuid: item.uuid }).whereNotIn('accountId', ids).delete();
  for (const account of provided.accounts) {
    await trx('financialAccounts')
      .insert({
        financialItemUuid: item.uuid,
        accountId: account.accountId,
        name: account.name,
        mask: account.mask,
        type: account.type,
        subtype: account.subtype,
        verificationStatus: verificationOf(account.verificationStatus),
      })
      .onConflict(['financialItemUuid', 'accountId'])
      .merge(['name', 'mask', 'type', 'subtype', 'verificationStatus']);
  }
  await FinancialItem.query(trx)
    .patch({ errorCode: provided.errorCode, institutionName: provided.institutionName ?? item.institutionName, updatedAt: new Date() })
    .where({ uuid: item.uuid });
}

export async function listFinancialItems(ctx: ServiceContext, applicationType: BankLinkApplicationType, applicationUuid: string): Promise<FinancialItem[]> {
  const { user } = await ownedApplicationOrNotFound(ctx, applicationType, applicationUuid);
  return FinancialItem.query(ctx.db)
    .where({ userUuid: user.uuid, applicationType, applicationUuid })
    .orderBy([{ column: 'createdAt' }, { column: 'uuid' }]);
}

/**
 * The application's items of one kind that the viewer linked, for the applications' bankAccounts
 * and investments: a purchase's co-applicant reads the application but not the applicant's banks.
 */
export async function financialItemsOfKind(
  ctx: ServiceContext,
  applicationType: BankLinkApplicationType,
  applicationUuid: string,
  kind: FinancialItemKind,
): Promise<FinancialItem[]> {
  return FinancialItem.query(ctx.db)
    .where({ userUuid: signedInUser(ctx).uuid, applicationType, applicationUuid, kind })
    .orderBy([{ column: 'createdAt' }, { column: 'uuid' }]);
}

export async function accountsOf(db: Knex, item: FinancialItem): Promise<FinancialAccount[]> {
  return FinancialAccount.query(db)
    .where({ financialItemUuid: item.uuid })
    .orderBy([{ column: 'mask' }, { column: 'accountId' }]);
}

/** The spec's error of an item: its code, for repair in update mode (never shown to the user as a code). */
export function errorOf(item: FinancialItem) {
  return item.errorCode ? { code: item.errorCode, message: bankLinkErrorMessage(item.errorCode), publicToken: null } : null;
}

/**
 * Opens a link: a link token from the provider for this user (in update mode for an item in
 * error), and the OAuth return page of the application type that started it.
 */
export async function createBankLinkToken(
  ctx: ServiceContext,
  input: { applicationType: BankLinkApplicationType; applicationUuid: string; financialItemUuid?: string | null },
) {
  const { user, application } = await ownedApplicationOrNotFound(ctx, input.applicationType, input.applicationUuid);
  if (!application.applicant) return { token: null, errors: [onlyTheApplicantLinks] };
  const updating = input.financialItemUuid ? await ownedFinancialItem(ctx, input.financialItemUuid) : null;
  const returnPath = oauthReturnPath(input.applicationType);
  const token = await ctx.adapters.bankLink.createLinkToken({
    userUuid: user.uuid,
    redirectUri: `${ctx.origin}${returnPath}`,
    accessToken: updating ? accessTokenOf(ctx.config, updating) : null,
  });
  const owner = { provider: ctx.adapters.bankLink.name, userUuid: user.uuid, applicationType: input.applicationType, applicationUuid: input.applicationUuid };
  await recordLinkToken(ctx.db, owner, token.linkToken, token.expiration, ctx.now());
  return {
    token: {
      linkToken: token.linkToken,
      expiration: token.expiration,
      provider: ctx.adapters.bankLink.name === 'sandbox' ? ('SANDBOX' as const) : ('PLAID' as const),
      oauthReturnPath: returnPath,
    },
    errors: [],
  };
}

/**
 * Finishes a link: exchanges the single-use public token, reads the item's accounts and stores
 * item and accounts in one transaction. The same item linked again (update mode) is refreshed.
 */
export async function linkFinancialItem(
  ctx: ServiceContext,
  input: { applicationType: BankLinkApplicationType; applicationUuid: string; kind: FinancialItemKind; publicToken: string },
): Promise<FinancialItemPayload> {
  const { user, application } = await ownedApplicationOrNotFound(ctx, input.applicationType, input.applicationUuid);
  if (!application.applicant) return { financialItem: null, errors: [onlyTheApplicantLinks] };
  const provider = ctx.adapters.bankLink;
  let exchanged: { accessToken: string; itemId: string };
  let provided: ProviderItem;
  try {
    // Only a link this user opened for this application finishes here; another's public token is unknown.
    const linkTokens = await linkTokensOf(
      ctx.db,
      { provider: provider.name, userUuid: user.uuid, applicationType: input.applicationType, applicationUuid: input.applicationUuid },
      ctx.now(),
    );
    exchanged = await provider.exchangePublicToken(input.publicToken, linkTokens);
    provided = await provider.getItem(exchanged.accessToken);
  } catch (error) {
    if (error instanceof BankLinkProviderError) return { financialItem: null, errors: [providerRefusal(error)] };
    throw error;
  }
  const financialItem = await ctx.db.transaction(async (trx) => {
    const existing = await FinancialItem.query(trx).findOne({ provider: provider.name, providerItemId: exchanged.itemId });
    if (existing && existing.userUuid !== user.uuid) throw notFound('Financial item');
    const item =
      existing ??
      (await FinancialItem.query(trx).insertAndFetch({
        userUuid: user.uuid,
        applicationType: input.applicationType,
        applicationUuid: input.applicationUuid,
        kind: input.kind,
        provider: provider.name,
        providerItemId: exchanged.itemId,
        accessTokenSealed: sealAccessToken(ctx.config, exchanged.accessToken),
        institutionName: provided.institutionName,
      }));
    await storeProviderItem(trx, item, provided);
    return FinancialItem.query(trx).findById(item.uuid);
  });
  ctx.logger.info('financial item linked', { financialItemUuid: financialItem!.uuid, accounts: provided.accounts.length });
  return { financialItem: financialItem!, errors: [] };
}

/** Asks the provider again (after a repair in update mode, or to see a verification finish). */
export async function refreshFinancialItem(ctx: ServiceContext, financialItemUuid: string): Promise<FinancialItemPayload> {
  const item = await ownedFinancialItem(ctx, financialItemUuid);
  try {
    const provided = await ctx.adapters.bankLink.getItem(accessTokenOf(ctx.config, item));
    await ctx.db.transaction((trx) => storeProviderItem(trx, item, provided));
  } catch (error) {
    if (error instanceof BankLinkProviderError) return { financialItem: item, errors: [providerRefusal(error, 'financialItemUuid')] };
    throw error;
  }
  return { financialItem: (await FinancialItem.query(ctx.db).findById(item.uuid))!, errors: [] };
}

export async function removeFinancialItem(
  ctx: ServiceContext,
  financialItemUuid: string,
): Promise<{ removedFinancialItemUuid: string | null; errors: FieldError[] }> {
  const item = await ownedFinancialItem(ctx, financialItemUuid);
  const accessToken = accessTokenOf(ctx.config, item);
  // Its accounts go with it, and a payment account chosen from them is cleared (foreign keys).
  await FinancialItem.query(ctx.db).deleteById(item.uuid);
  await ctx.adapters.bankLink
    .removeItem(accessToken)
    .catch((error: unknown) => ctx.logger.error('could not remove an item at the bank-link provider', { financialItemUuid: item.uuid, error: String(error) }));
  return { removedFinancialItemUuid: item.uuid, errors: [] };
}

export const refusedWith = (
  message: string,
  code: FieldError['code'] = 'BANK_LINK_FAILED',
  field = 'publicToken',
): { financialItem: null; errors: FieldError[] } => ({ financialItem: null, errors: [{ code, field, message }] });
export { bankLinkMessages };
