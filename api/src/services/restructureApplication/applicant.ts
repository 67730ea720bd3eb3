import type { Knex } from 'knex';
import { contractAcceptanceRefusal, CONTRACT_REVIEW_MESSAGES, dollarsToCents } from '#core/partnership/index';
import { isRoutingNumber, isVerifiedByLink } from '#core/bankLinks/index';
import { RestructureApplication, type StoredPaymentBankAccount } from '../../models/RestructureApplication.js';
import { linkedPaymentAccount } from '../bankLinks/verification.js';
import type { FinancialAccount } from '../../models/FinancialAccount.js';
import type { ServiceContext } from '../context.js';
import { notFound, type FieldError } from '../errors.js';
import { checkOpenApplicationLimit } from '../application/openApplications.js';
import { linkPrequal, prequalForApplicant } from '../application/prequal.js';
import { requireUser } from '../account/users.js';
import { acceptanceOf } from '../application/acceptance.js';
import { accessApplication, listApplications, viewApplication } from '../application/access.js';
import { applyStep } from '../application/applyStep.js';
import { completeUploads } from '../application/completeUploads.js';
import { viewContractPage } from '../application/contractPage.js';
import { okPayload, refusedPayload } from '../application/payload.js';
import { saveAnswers } from '../application/saveAnswers.js';
import { stageHistoryOf as stageHistoryOfApplication } from '../application/stageHistory.js';
import { applyAnswers, sectionOfField } from './answers.js';
import { denialsOf, offerOf } from './eligibility.js';
import { changeStage, type StageActor, type StageChangeResult } from './stageChange.js';
import { applicationDocuments, restructureOptionAgreementOf } from './documents.js';
import { RESTRUCTURE, type RestructureApplicationPayload } from './product.js';
import type { RestructureApplicationView } from './view.js';
import { VERIFY_ACCOUNT_JOB } from './work.js';
import { calendarDate } from '#core/calendarDate';
import { CREDIT_CHECK_CONSENT_REQUIRED } from '#core/restructureApplication/index';
import { openChecks, underwritingChecksOf } from './underwritingChecks.js';

// The applicant's side of the restructure application, on the one application workflow.
// Answers are never logged: only application ids, stages and field names are.

export type { RestructureApplicationPayload };

const DAY_MS = 24 * 60 * 60 * 1000;
const refused = (errors: FieldError[]) => refusedPayload(RESTRUCTURE, errors);
const ok = (application: RestructureApplication) => okPayload(RESTRUCTURE, { application, party: 'APPLICANT' });

/** The user's applications, newest first (the navigation's application entries). */
export const listRestructureApplications = (ctx: ServiceContext) => listApplications(ctx, RESTRUCTURE);

export const getRestructureApplication = (ctx: ServiceContext, uuid: string) => viewApplication(ctx, RESTRUCTURE, uuid);

const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

/**
 * Starts an application from one of the user's prequals: the home, its loans, the credit band
 * and the cash asked for come from it and feed the offer. Starting again from the same prequal
 * returns the application already started.
 */
export async function startRestructureApplication(ctx: ServiceContext, input: { prequalUuid: string }): Promise<RestructureApplicationPayload> {
  const user = requireUser(ctx);
  const application = await ctx.db.transaction(async (trx) => {
    const prequal = await prequalForApplicant(trx, input.prequalUuid, user, ctx.prequalClaims ?? []);
    if (!prequal) throw notFound('Prequal');
    const existing = await RestructureApplication.query(trx).findOne({ prequalUuid: prequal.uuid, userUuid: user.uuid });
    if (existing) return existing;
    if (prequal.productFunnel === 'PURCHASE') return null;
    await checkOpenApplicationLimit(trx, user.uuid, 'RESTRUCTURE');
    const now = ctx.now();
    const secondBalance = prequal.secondMortgageBalance;
    const created = await RestructureApplication.query(trx).insertAndFetch({
      userUuid: user.uuid,
      prequalUuid: prequal.uuid,
      stage: 'APPROVAL',
      expirationDate: new Date(now.getTime() + ctx.config.RESTRUCTURE_APPLICATION_DAYS * DAY_MS),
      propertyLocation: prequal.propertyLocation,
      propertyUse: prequal.propertyUse,
      creditScoreEstimate: prequal.creditScoreEstimate,
      estimatedPropertyValueCents: cents(prequal.estimatedPropertyValue),
      mortgageBalanceCents: cents(prequal.outstandingMortgageBalance),
      hasSecondLoan: secondBalance === null ? null : secondBalance > 0,
      secondLoanBalanceCents: secondBalance && secondBalance > 0 ? cents(secondBalance) : null,
      paysOffSecondLoan: secondBalance && secondBalance > 0 ? prequal.isPayingOffSecondMortgage : null,
      cashOutAmountCents: prequal.isCashingOut === false ? 0 : cents(prequal.cashOutAmount),
      coOwnerEmails: [],
      sections: [],
      missingDocuments: [],
      createdAt: now,
      updatedAt: now,
    });
    if (!prequal.applicationUuid) await linkPrequal(trx, prequal, created.uuid, user, now);
    return created;
  });
  if (!application)
    return refused([
      { code: 'WRONG_PRODUCT', field: 'prequalUuid', message: 'This prequalification is for buying a home, not the partnership on a home you own.' },
    ]);
  ctx.logger.info('restructure application started', { applicationUuid: application.uuid });
  return ok(application);
}

/** Validates and saves answers while the application is at APPROVAL; field-level errors otherwise. */
export async function saveRestructureApplicationAnswers(
  ctx: ServiceContext,
  input: { uuid: string; answers: Record<string, unknown> },
): Promise<RestructureApplicationPayload> {
  const user = requireUser(ctx);
  return saveAnswers(ctx, {
    kind: 'restructure',
    answeringStage: 'APPROVAL',
    load: (trx) => accessApplication(ctx, RESTRUCTURE, trx, input.uuid, true),
    check: ({ application }) => {
      const { columns, errors } = applyAnswers(application, input.answers, { today: calendarDate(ctx.now(), ctx.timeZone), ownEmail: user.email });
      return { errors, checked: columns };
    },
    save: async (trx, { application }, columns) => {
      const lastField = Object.keys(input.answers).at(-1);
      const updated = await application.$query(trx).patchAndFetch({
        ...columns,
        lastUpdatedSection: (lastField && sectionOfField(lastField)) ?? application.lastUpdatedSection,
        updatedAt: ctx.now(),
      });
      return ok(updated);
    },
    refused,
  });
}

/**
 * Submits the answers for approval: refused with one INCOMPLETE error per missing answer, with
 * the spec's words for a denial the applicant can clear by editing, and without the consent to a
 * soft credit check. Otherwise APPROVAL → DOCUMENT_UPLOAD, the underwriting checks open (the
 * consent passed at this moment) and the automatic review is queued in the same transaction.
 */
export const submitRestructureApplication = (ctx: ServiceContext, input: { uuid: string; creditCheckConsent?: boolean | null }) =>
  applyStep(ctx, RESTRUCTURE, input.uuid, RESTRUCTURE.submit.event, async (trx, { application }) => {
    const errors: FieldError[] = RESTRUCTURE.submit.refusals(ctx, application);
    if (input.creditCheckConsent !== true) errors.push({ ...CREDIT_CHECK_CONSENT_REQUIRED });
    if (errors.length > 0) return { errors };
    const now = ctx.now();
    await openChecks(trx, application.uuid, now, now);
    return { patch: { approvalSubmittedAt: now }, queue: RESTRUCTURE.reviewJob };
  });

/** The underwriting checks with their status, in the order they run (decision 0034). */
export const underwritingChecksFor = (ctx: ServiceContext, view: RestructureApplicationView) => underwritingChecksOf(ctx.db, view.uuid);

/**
 * The applicant has uploaded what was asked for. At DOCUMENT_UPLOAD the review looks at the
 * documents; at APPROVAL_MORE_INFO the application goes back to review (PROVIDE_MORE_INFO).
 */
export const completeRestructureUploads = (ctx: ServiceContext, input: { uuid: string }) => completeUploads(ctx, RESTRUCTURE, input.uuid);

const NOT_AT_CONTRACT_REVIEW: FieldError = {
  code: 'STAGE_TRANSITION_NOT_ALLOWED',
  field: null,
  message: 'The option agreement can be read once the application is approved and until it is accepted.',
};
const CONTRACT_NOT_READY: FieldError = { code: 'CONTRACT_NOT_READY', field: null, message: CONTRACT_REVIEW_MESSAGES.notReady };

/** Reports the page of the option agreement on screen; reaching the last page sets optionAgreementViewedAt. */
export const viewRestructureContractPage = (ctx: ServiceContext, input: { uuid: string; page: number }) =>
  viewContractPage(ctx, RESTRUCTURE, input, (application) => (application.stage === 'CONTRACT_REVIEW' ? null : NOT_AT_CONTRACT_REVIEW));

const LINK_COLUMNS = {
  TERM_SHEET: 'termSheetLinkClicked',
  ESTIMATE_SHEET: 'estimateSheetLinkClicked',
  CONTRACT_SUMMARY: 'contractSummaryLinkClicked',
  OPTION_AGREEMENT: 'optionAgreementLinkClicked',
} as const;

/** Records that the applicant opened a generated document's link (at any stage; it never changes one). */
export async function recordRestructureLinkClicked(
  ctx: ServiceContext,
  input: { uuid: string; link: keyof typeof LINK_COLUMNS },
): Promise<RestructureApplicationPayload> {
  return ctx.db.transaction(async (trx) => {
    const { application } = await accessApplication(ctx, RESTRUCTURE, trx, input.uuid, true);
    if (application[LINK_COLUMNS[input.link]]) return ok(application);
    return ok(await application.$query(trx).patchAndFetch({ [LINK_COLUMNS[input.link]]: true, updatedAt: ctx.now() }));
  });
}

/**
 * Accepts the option agreement once every page was seen, recording the time, the client's
 * address and browser and the SHA-256 of the document accepted: CONTRACT_REVIEW → FINALIZE_RESTRUCTURE.
 */
export const acceptRestructureContract = (ctx: ServiceContext, input: { uuid: string }) =>
  applyStep(ctx, RESTRUCTURE, input.uuid, 'ACCEPT_CONTRACT', async (trx, { application }) => {
    const document = await restructureOptionAgreementOf(trx, application.uuid);
    if (!document) return { errors: [CONTRACT_NOT_READY] };
    const notYet = contractAcceptanceRefusal(application);
    if (notYet) return { errors: [notYet] };
    const { at, ip, userAgent, sha256, details } = acceptanceOf(ctx, document);
    return {
      patch: { contractAcceptedAt: at, contractAcceptedIp: ip, contractAcceptedUserAgent: userAgent, contractDocumentSha256: sha256 },
      details,
    };
  });

type PaymentBankAccountInput = { accountHolderName: string; routingNumber: string; accountNumber: string; accountType: 'CHECKING' | 'SAVINGS' };

/** A payment account entered by hand, tidied, with the API's words for each field it refuses. */
function enteredPaymentAccount(input: PaymentBankAccountInput): { account: StoredPaymentBankAccount; errors: FieldError[] } {
  const account = {
    accountHolderName: input.accountHolderName.trim(),
    routingNumber: input.routingNumber.replace(/\s/g, ''),
    accountNumber: input.accountNumber.replace(/\s/g, ''),
    accountType: input.accountType,
  };
  const errors: FieldError[] = [];
  if (!account.accountHolderName) errors.push({ code: 'INVALID', field: 'paymentBankAccount.accountHolderName', message: 'Enter the name on the account.' });
  if (!isRoutingNumber(account.routingNumber))
    errors.push({ code: 'INVALID', field: 'paymentBankAccount.routingNumber', message: 'Enter the 9-digit routing number printed on your checks.' });
  if (!/^\d{4,17}$/.test(account.accountNumber))
    errors.push({ code: 'INVALID', field: 'paymentBankAccount.accountNumber', message: 'Enter an account number of 4 to 17 digits.' });
  return { account, errors };
}

const ONE_PAYMENT_ACCOUNT: FieldError = {
  code: 'INVALID',
  field: 'paymentBankAccount',
  message: 'Choose one payment account: a linked account or one entered by hand.',
};

/**
 * Names the account monthly payments come from and sets finalizeRestructureSubmittedAt:
 * FINALIZE_RESTRUCTURE → ACCOUNT_VERIFICATION. The account is entered by hand or is one of the
 * application's verified linked checking or savings accounts; choosing one clears the other.
 * A linked account the bank link verified (login match or confirmed micro-deposits) leaves
 * nothing to wait for: the SYSTEM verifies it in the same transaction, ACCOUNT_VERIFICATION →
 * INSPECTION. Any other account waits: in sandbox mode a job verifies it at once; otherwise
 * `npm run ops -- verify-account`.
 */
export function finalizeRestructure(
  ctx: ServiceContext,
  input: { uuid: string; paymentBankAccount?: PaymentBankAccountInput | null; financialAccountUuid?: string | null },
): Promise<RestructureApplicationPayload> {
  const user = requireUser(ctx);
  const entered = input.paymentBankAccount ? enteredPaymentAccount(input.paymentBankAccount) : null;
  return applyStep(ctx, RESTRUCTURE, input.uuid, 'SUBMIT_FINALIZE', async (trx, { application }) => {
    if (Boolean(entered) === Boolean(input.financialAccountUuid)) return { errors: [ONE_PAYMENT_ACCOUNT] };
    if (entered) {
      if (entered.errors.length > 0) return { errors: entered.errors };
      return {
        patch: { paymentBankAccount: entered.account, paymentFinancialAccountUuid: null, finalizeRestructureSubmittedAt: ctx.now() },
        details: { accountType: entered.account.accountType, mask: entered.account.accountNumber.slice(-4) },
        queue: ctx.config.UNDERWRITING_MODE === 'sandbox' ? VERIFY_ACCOUNT_JOB : null,
      };
    }
    const linked = await linkedPaymentAccount(trx, user.uuid, 'RESTRUCTURE', application.uuid, input.financialAccountUuid!, 'financialAccountUuid');
    if (linked.error) return { errors: [linked.error] };
    const { account } = linked;
    const verifiedByLink = isVerifiedByLink(account);
    return {
      patch: { paymentBankAccount: null, paymentFinancialAccountUuid: account.uuid, finalizeRestructureSubmittedAt: ctx.now() },
      details: { financialAccountUuid: account.uuid, subtype: account.subtype, mask: account.mask },
      // A bank link's verification leaves nothing to wait for; any other account waits for the job or the ops command.
      followedBy: verifiedByLink ? (stepTrx, change) => verifyLinkedAccount(stepTrx, change.application, account, ctx.now()) : undefined,
      queue: !verifiedByLink && ctx.config.UNDERWRITING_MODE === 'sandbox' ? VERIFY_ACCOUNT_JOB : null,
    };
  });
}

const BANK_LINK_VERIFICATION: StageActor = { actor: 'SYSTEM', name: 'bank-link-verification' };

/** VERIFY_ACCOUNT by the SYSTEM for a payment account its bank link verified, with its audit row. */
function verifyLinkedAccount(trx: Knex.Transaction, application: RestructureApplication, account: FinancialAccount, now: Date): Promise<StageChangeResult> {
  return changeStage(trx, application, 'VERIFY_ACCOUNT', BANK_LINK_VERIFICATION, {
    reason: 'The linked account was verified by its bank link',
    details: { financialAccountUuid: account.uuid, verificationStatus: account.verificationStatus },
    // Confirmed micro-deposits are recorded as such; a login match has no column of its own.
    patch: account.verificationStatus === 'MANUALLY_VERIFIED' ? { microdepositVerifiedAt: now } : {},
    now,
  });
}

/** The offer and denials for the answers as they stand, and the audit trail. */
export function offerFor(ctx: ServiceContext, view: RestructureApplicationView) {
  return offerOf(view.record, ctx.config);
}

export function denialsFor(ctx: ServiceContext, view: RestructureApplicationView) {
  return denialsOf(view.record, ctx.config);
}

export function documentsOf(ctx: ServiceContext, view: RestructureApplicationView) {
  return applicationDocuments(ctx.db, view.uuid);
}

/** The audit trail as the applicant sees it: no reviewer's note or name. */
export const stageHistoryOf = (ctx: ServiceContext, view: RestructureApplicationView) => stageHistoryOfApplication(ctx, RESTRUCTURE, view.uuid);

const FINISHED: ReadonlySet<string> = new Set(['COMPLETED', 'DENIED', 'EXPIRED']);

/** User.activeApplications: the user's restructure applications still under way. */
export async function activeRestructureApplicationsOf(ctx: ServiceContext, userUuid: string) {
  const applications = await RestructureApplication.query(ctx.db).where({ userUuid }).orderBy('createdAt', 'desc');
  return applications
    .filter((application) => !FINISHED.has(application.stage))
    .map((application) => ({ uuid: application.uuid, type: 'RESTRUCTURE' as const, prequalUuid: application.prequalUuid }));
}
