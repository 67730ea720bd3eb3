import type { Knex } from 'knex';
import {
  accountsOfKind,
  bankLinkErrorMessage,
  bankLinkMessages,
  noAccountsOfKindMessage,
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

/**
 * Writes the provider's word on the item's accounts and error; accounts it no longer reports go.
 * An item keeps the accounts of its kind only (a bank account's checking, not the same login's
 * IRA), and an item out of error forgets the link that was to repair it.
 */
export async function storeProviderItem(trx: Knex, item: FinancialItem, provided: ProviderItem): Promise<void> {
  const accounts = accountsOfKind(provided.accounts, item.kind);
  const ids = accounts.map((account) => account.accountId);
  if (accounts.length > 0 || provided.errorCode === null)
    await FinancialAccount.query(trx).where({ financialItemUuid: item.uuid }).whereNotIn('accountId', ids).delete();
  for (const account of accounts) {
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
    .patch({
      errorCode: provided.errorCode,
      institutionName: provided.institutionName ?? item.institutionName,
      updatedAt: new Date(),
      ...(provided.errorCode === null ? { repairLinkToken: null, repairLinkTokenExpiresAt: null } : {}),
    })
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

/**
 * The spec's error of an item: its code (never shown to the user as a code) and the token that
 * opens its repair in update mode while that token is live.
 */
export function errorOf(item: FinancialItem, now: Date) {
  if (!item.errorCode) return null;
  const live = item.repairLinkToken && item.repairLinkTokenExpiresAt && new Date(item.repairLinkTokenExpiresAt) > now;
  return { code: item.errorCode, message: bankLinkErrorMessage(item.errorCode), publicToken: live ? item.repairLinkToken : null };
}

/** A link token for this user and application, recorded so only their link finishes with its public token. */
async function openLink(
  ctx: ServiceContext,
  { userUuid, applicationType, applicationUuid }: { userUuid: string; applicationType: BankLinkApplicationType; applicationUuid: string },
  kind: FinancialItemKind,
  accessToken: string | null,
) {
  const token = await ctx.adapters.bankLink.createLinkToken({ userUuid, redirectUri: `${ctx.origin}${oauthReturnPath(applicationType)}`, kind, accessToken });
  const owner = { provider: ctx.adapters.bankLink.name, userUuid, applicationType, applicationUuid };
  await recordLinkToken(ctx.db, owner, token.linkToken, token.expiration, ctx.now());
  return token;
}

/**
 * The link that repairs an item in error (update mode), kept on the item for its error's
 * publicToken: the live one, or a new one once it expired.
 */
async function repairLink(ctx: ServiceContext, item: FinancialItem): Promise<{ linkToken: string; expiration: Date }> {
  if (item.repairLinkToken && item.repairLinkTokenExpiresAt && new Date(item.repairLinkTokenExpiresAt) > ctx.now())
    return { linkToken: item.repairLinkToken, expiration: new Date(item.repairLinkTokenExpiresAt) };
  const token = await openLink(ctx, item, item.kind, accessTokenOf(ctx.config, item));
  if (item.errorCode)
    await FinancialItem.query(ctx.db).patch({ repairLinkToken: token.linkToken, repairLinkTokenExpiresAt: token.expiration }).where({ uuid: item.uuid });
  return token;
}

/** Once the provider says an item needs the user, its repair link is made ready for the error to carry. */
async function afterProviderWord(ctx: ServiceContext, financialItemUuid: string): Promise<FinancialItem> {
  const item = (await FinancialItem.query(ctx.db).findById(financialItemUuid))!;
  if (!item.errorCode) return item;
  try {
    await repairLink(ctx, item);
  } catch (error) {
    // The error still reaches the user; createBankLinkToken tries again when they repair.
    if (!(error instanceof BankLinkProviderError)) throw error;
    ctx.logger.error('could not open a repair link', { financialItemUuid, code: error.code });
  }
  return (await FinancialItem.query(ctx.db).findById(financialItemUuid))!;
}

/**
 * Opens a link: a link token from the provider for this user (in update mode for an item in
 * error), and the OAuth return page of the application type that started it.
 */
export async function createBankLinkToken(
  ctx: ServiceContext,
  input: { applicationType: BankLinkApplicationType; applicationUuid: string; kind?: FinancialItemKind | null; financialItemUuid?: string | null },
) {
  const { user, application } = await ownedApplicationOrNotFound(ctx, input.applicationType, input.applicationUuid);
  if (!application.applicant) return { token: null, errors: [onlyTheApplicantLinks] };
  const updating = input.financialItemUuid ? await ownedFinancialItem(ctx, input.financialItemUuid) : null;
  if (updating && (updating.applicationType !== input.applicationType || updating.applicationUuid !== input.applicationUuid)) throw notFound('Financial item');
  const returnPath = oauthReturnPath(input.applicationType);
  // A repair opens with the token its error carries (spec §3.180's publicToken).
  const token = updating
    ? await repairLink(ctx, updating)
    : await openLink(
        ctx,
        { userUuid: user.uuid, applicationType: input.applicationType, applicationUuid: input.applicationUuid },
        input.kind ?? 'BANK_ACCOUNT',
        null,
      );
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
  const known = await FinancialItem.query(ctx.db).findOne({ provider: provider.name, providerItemId: exchanged.itemId });
  if (!known && provided.errorCode === null && accountsOfKind(provided.accounts, input.kind).length === 0) {
    // The login shared nothing of the kind asked for: nothing is kept, here or at the provider.
    await provider
      .removeItem(exchanged.accessToken)
      .catch((error: unknown) => ctx.logger.error('could not remove an item at the bank-link provider', { error: String(error) }));
    return refusedWith(noAccountsOfKindMessage(input.kind), 'BANK_LINK_FAILED');
  }
  const stored = await ctx.db.transaction(async (trx) => {
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
    return item;
  });
  const financialItem = await afterProviderWord(ctx, stored.uuid);
  ctx.logger.info('financial item linked', { financialItemUuid: financialItem.uuid, accounts: provided.accounts.length });
  return { financialItem, errors: [] };
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
  return { financialItem: await afterProviderWord(ctx, item.uuid), errors: [] };
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
