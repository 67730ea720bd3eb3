import {
  applyPurchaseAnswers,
  buyerPrequal,
  isTimeline,
  optionAgreementAcceptanceRefusal,
  optionAgreementReadingRefusal,
  EMPTY_PURCHASE_VALUES,
  TIMELINE_REFUSED,
  type BuyerPurchaseStage,
  type IncomeSource,
  type PurchaseApplicationValues,
} from '#core/purchaseApplication/index';
import { CONTRACT_REVIEW_MESSAGES, dollarsToCents, WAITLIST_PROMPT } from '#core/partnership/index';
import type { CreditBand } from '#core/partnership/limits';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import type { ServiceContext } from '../context.js';
import { notFound, unauthenticated, type FieldError } from '../errors.js';
import { checkOpenApplicationLimit } from '../application/openApplications.js';
import { User } from '../../models/User.js';
import { hashPassword, passwordProblem } from '../account/passwords.js';
import { createSession } from '../account/sessions.js';
import { linkPrequal, prequalForApplicant } from '../application/prequal.js';
import { requireUser } from '../account/users.js';
import { acceptanceOf } from '../application/acceptance.js';
import { accessApplication, listApplications, viewApplication } from '../application/access.js';
import { applyStep } from '../application/applyStep.js';
import { completeUploads } from '../application/completeUploads.js';
import { viewContractPage } from '../application/contractPage.js';
import { okPayload, refusedPayload } from '../application/payload.js';
import type { PartyAccess } from '../application/product.js';
import { saveAnswers } from '../application/saveAnswers.js';
import { stageHistoryOf } from '../application/stageHistory.js';
import { submitApplication } from '../application/submit.js';
import { missingPurchaseDocumentsOf } from './review.js';
import { purchaseDocuments, purchaseOptionAgreementOf } from './documents.js';
import { digestOf, newLinkToken } from './tokens.js';
import { sendCoApplicantInvitation } from './mail.js';
import { PURCHASE, type PurchaseApplicationPayload } from './product.js';
import { valuesOf } from './values.js';
import type { PurchaseApplicationView } from './view.js';
import { PURCHASE_CLOSE_JOB } from './work.js';
import { calendarDate } from '#core/calendarDate';

// The buyers' side of the purchase application, on the one application workflow. Answers are
// never logged: only ids, stages and field names are.

export type { PurchaseApplicationPayload };

const DAY_MS = 24 * 60 * 60 * 1000;
const refused = (errors: FieldError[]) => refusedPayload(PURCHASE, errors);
const ok = (access: PartyAccess<PurchaseApplication>) => okPayload(PURCHASE, access);

/** The user's applications and those they are the co-applicant of, newest first. */
export const listPurchaseApplications = (ctx: ServiceContext) => listApplications(ctx, PURCHASE);

export const getPurchaseApplication = (ctx: ServiceContext, uuid: string) => viewApplication(ctx, PURCHASE, uuid);

/**
 * Starts the application from one of the user's purchase prequals: the price, down payment and
 * state come from it, the timeline, search stage and income source from the buyer's prequal
 * answers. Refused with the buyer prequal's denials, or the waitlist. Idempotent per prequal.
 */
export async function startPurchaseApplication(
  ctx: ServiceContext,
  input: { prequalUuid: string; timeline?: string | null; purchaseStage?: BuyerPurchaseStage | null; incomeSource?: IncomeSource | null },
): Promise<PurchaseApplicationPayload> {
  const user = requireUser(ctx);
  if (input.timeline && !isTimeline(input.timeline)) return refused([{ code: 'INVALID', field: 'timeline', message: TIMELINE_REFUSED }]);
  const outcome = await ctx.db.transaction(async (trx) => {
    const prequal = await prequalForApplicant(trx, input.prequalUuid, user, ctx.prequalClaims ?? []);
    if (!prequal) throw notFound('Prequal');
    const existing = await PurchaseApplication.query(trx).findOne({ prequalUuid: prequal.uuid, userUuid: user.uuid });
    if (existing) return { application: existing };
    if (prequal.productFunnel !== 'PURCHASE') {
      return {
        errors: [{ code: 'WRONG_PRODUCT' as const, field: 'prequalUuid', message: 'This prequalification is for a home you own, not for buying one.' }],
      };
    }
    await checkOpenApplicationLimit(trx, user.uuid, 'PURCHASE');
    const priceCents = prequal.estimatedPropertyValue === null ? 0 : dollarsToCents(prequal.estimatedPropertyValue);
    const downCents = prequal.downPayment === null ? 0 : dollarsToCents(prequal.downPayment);
    const state = prequal.propertyLocation?.state ?? '';
    const check = buyerPrequal(
      {
        targetPriceCents: priceCents,
        downPaymentCents: downCents,
        state,
        timeline: null,
        purchaseStage: null,
        incomeSource: null,
        creditBand: prequal.creditScoreEstimate as CreditBand | null,
      },
      { licensedStates: ctx.config.LICENSED_STATES, partnershipWaitlist: ctx.config.FEATURE_PARTNERSHIP_WAITLIST },
    );
    if (!check.eligible) {
      const errors: FieldError[] = check.denials.map((denial) => ({ code: denial.code, field: 'prequalUuid', message: denial.message }));
      return { errors: errors.length ? errors : [{ code: 'PARTNERSHIP_WAITLIST' as const, field: null, message: WAITLIST_PROMPT }] };
    }
    const now = ctx.now();
    const location = prequal.propertyLocation;
    const area = [location?.locality, location?.state].filter(Boolean).join(', ');
    const values: PurchaseApplicationValues = {
      ...EMPTY_PURCHASE_VALUES,
      propertyAddress: area || null,
      targetPriceCents: priceCents || null,
      downPaymentCents: prequal.downPayment === null ? null : downCents,
      incomeSource: input.incomeSource ?? null,
    };
    const created = await PurchaseApplication.query(trx).insertAndFetch({
      userUuid: user.uuid,
      prequalUuid: prequal.uuid,
      stage: 'APPLICATION',
      expirationDate: new Date(now.getTime() + ctx.config.PURCHASE_APPLICATION_DAYS * DAY_MS),
      state: state || null,
      creditScoreEstimate: prequal.creditScoreEstimate,
      timeline: input.timeline ?? null,
      buyerPurchaseStage: input.purchaseStage ?? null,
      applicationValues: values,
      missingDocuments: [],
      createdAt: now,
      updatedAt: now,
    });
    if (!prequal.applicationUuid) await linkPrequal(trx, prequal, created.uuid, user, now);
    return { application: created };
  });
  if ('errors' in outcome) return refused(outcome.errors!);
  ctx.logger.info('purchase application started', { applicationUuid: outcome.application.uuid });
  return ok({ application: outcome.application, party: 'APPLICANT' });
}

/**
 * Saves the signed-in party's own answers while the application is at APPLICATION. Naming a
 * co-applicant (a new email) invites them by mail with a fresh link; the last link stops working.
 */
export async function savePurchaseApplicationAnswers(
  ctx: ServiceContext,
  input: { uuid: string; answers: Record<string, unknown> },
): Promise<PurchaseApplicationPayload> {
  const user = requireUser(ctx);
  let invitation: { to: string; token: string } | null = null;
  const result = await saveAnswers(ctx, {
    kind: 'purchase',
    answeringStage: 'APPLICATION',
    load: (trx) => accessApplication(ctx, PURCHASE, trx, input.uuid, true),
    check: (access) => {
      const { values, errors } = applyPurchaseAnswers(valuesOf(access.application), input.answers, {
        party: access.party,
        today: calendarDate(ctx.now(), ctx.timeZone),
        ownEmail: user.email,
      });
      return { errors, checked: values };
    },
    save: async (trx, access, values) => {
      const { application } = access;
      const patch: Partial<PurchaseApplication> = { applicationValues: values, updatedAt: ctx.now() };
      if (values.coApplicantEmail !== valuesOf(application).coApplicantEmail) {
        // A new co-applicant replaces the one invited before, and anyone who joined as them.
        Object.assign(patch, { coApplicantUserUuid: null, coApplicantJoinedAt: null, coApplicantInviteSha256: null, coApplicantInvitedAt: null });
        if (values.coApplicantEmail) {
          const { token, sha256 } = newLinkToken();
          Object.assign(patch, { coApplicantInviteSha256: sha256, coApplicantInvitedAt: ctx.now() });
          invitation = { to: values.coApplicantEmail, token };
        }
      }
      const updated = await application.$query(trx).patchAndFetch(patch);
      return ok({ application: updated, party: access.party });
    },
    refused,
  });
  if (invitation && result.purchaseApplication) {
    const { to, token } = invitation as { to: string; token: string };
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    await sendCoApplicantInvitation(ctx, result.purchaseApplication.record, to, name, token);
  }
  return result;
}

const INVITATION_INVALID: FieldError = {
  code: 'INVALID_TOKEN',
  field: 'token',
  message: 'This invitation is no longer valid. Ask the applicant to invite you again.',
};

/**
 * The invited co-applicant joins the application: signed in with the invited email address, or,
 * with no account yet, by creating one for that address (the invitation proves the mailbox, so
 * the address counts as verified) and being signed in. Anyone else gets INVALID_TOKEN.
 */
export async function acceptPurchaseInvitation(
  ctx: ServiceContext,
  input: { token: string; newUser?: { firstName: string; lastName: string; password: string } | null },
  onSession?: (token: string, expiresAt: Date) => void,
): Promise<PurchaseApplicationPayload> {
  if (!ctx.currentUser && !input.newUser) throw unauthenticated();
  const problem =
    input.newUser && !ctx.currentUser
      ? (passwordProblem(input.newUser.password) ??
        (!input.newUser.firstName.trim() || !input.newUser.lastName.trim() ? 'Enter your first and last name.' : null))
      : null;
  if (problem)
    return refused([{ code: 'INVALID', field: problem.startsWith('Enter your first') ? 'newUser.firstName' : 'newUser.password', message: problem }]);
  const passwordHash = input.newUser && !ctx.currentUser ? await hashPassword(input.newUser.password) : null;
  let session: { token: string; expiresAt: Date } | null = null;
  const result = await ctx.db.transaction(async (trx) => {
    const application = await PurchaseApplication.query(trx)
      .findOne({ coApplicantInviteSha256: digestOf(input.token) })
      .forUpdate();
    if (!application || PURCHASE_CLOSED.has(application.stage)) return refused([INVITATION_INVALID]);
    const invited = valuesOf(application).coApplicantEmail;
    let user = ctx.currentUser;
    if (!user) {
      if (!invited || (await User.query(trx).whereRaw('lower(email) = ?', [invited]).first())) {
        return refused([{ code: 'EMAIL_IN_USE', field: 'newUser', message: 'You already have an account: log in, then open the invitation link again.' }]);
      }
      user = await User.query(trx).insertAndFetch({
        email: invited,
        firstName: input.newUser!.firstName.trim(),
        lastName: input.newUser!.lastName.trim(),
        passwordHash,
        emailVerifiedAt: ctx.now(),
      });
      session = await createSession(trx, user.uuid, ctx.now());
    }
    if (application.userUuid === user.uuid) return refused([{ code: 'INVALID', field: 'token', message: 'You cannot be your own co-applicant.' }]);
    if (!invited || user.email.toLowerCase() !== invited)
      return refused([
        { code: 'INVALID_TOKEN', field: 'token', message: `This invitation is for ${invited ?? 'someone else'}. Log in with that email address to accept it.` },
      ]);
    if (application.coApplicantUserUuid && application.coApplicantUserUuid !== user.uuid) return refused([INVITATION_INVALID]);
    if (application.coApplicantUserUuid === user.uuid) return ok({ application, party: 'CO_APPLICANT' });
    const updated = await application.$query(trx).patchAndFetch({ coApplicantUserUuid: user.uuid, coApplicantJoinedAt: ctx.now(), updatedAt: ctx.now() });
    ctx.logger.info('purchase co-applicant joined', { applicationUuid: application.uuid });
    return ok({ application: updated, party: 'CO_APPLICANT' });
  });
  if (session && result.purchaseApplication) onSession?.((session as { token: string }).token, (session as { expiresAt: Date }).expiresAt);
  return result;
}

const PURCHASE_CLOSED = new Set(['CLOSED', 'DENIED', 'EXPIRED']);

/**
 * The applicant submits once both parties answered everything (INCOMPLETE per missing answer,
 * the co-applicant's included): APPLICATION → DOCUMENT_UPLOAD, the review queued with it.
 */
export const submitPurchaseApplication = (ctx: ServiceContext, input: { uuid: string }) => submitApplication(ctx, PURCHASE, input.uuid);

/** The documents are uploaded: at DOCUMENT_UPLOAD the review runs; at ADDITIONAL_DOCUMENT_UPLOAD it goes back to review. */
export const completePurchaseUploads = (ctx: ServiceContext, input: { uuid: string }) => completeUploads(ctx, PURCHASE, input.uuid);

/** The buyer accepts the pre-approval's terms: CONTRACT_REVIEW → MY_OFFERS. */
export const acceptPurchaseContract = (ctx: ServiceContext, input: { uuid: string }) =>
  applyStep(ctx, PURCHASE, input.uuid, 'ACCEPT_CONTRACT', () => ({ patch: { contractAcceptedAt: ctx.now() } }));

/** Reports the page of the option agreement on screen at CLOSING; the last page sets optionAgreementViewedAt. Either party reads it. */
export const viewPurchaseContractPage = (ctx: ServiceContext, input: { uuid: string; page: number }) =>
  viewContractPage(ctx, PURCHASE, input, optionAgreementReadingRefusal);

/**
 * The applicant accepts the option agreement at CLOSING once every page was seen, recording the
 * time, the client's address and browser and the SHA-256 of the document accepted, with its
 * audit row, in one transaction; the closing (the sandbox's settlement) is queued with it.
 */
export const acceptPurchaseOptionAgreement = (ctx: ServiceContext, input: { uuid: string }) =>
  applyStep(ctx, PURCHASE, input.uuid, 'ACCEPT_OPTION_AGREEMENT', async (trx, { application, party }) => {
    const refusal = optionAgreementAcceptanceRefusal(application, party);
    if (refusal) return { errors: [refusal] };
    const document = await purchaseOptionAgreementOf(trx, application.uuid);
    if (!document) return { errors: [{ code: 'CONTRACT_NOT_READY' as const, field: null, message: CONTRACT_REVIEW_MESSAGES.notReady }] };
    const { at, ip, userAgent, sha256, details } = acceptanceOf(ctx, document);
    return {
      patch: {
        optionAgreementAcceptedAt: at,
        optionAgreementAcceptedIp: ip,
        optionAgreementAcceptedUserAgent: userAgent,
        optionAgreementDocumentSha256: sha256,
      },
      details,
      queue: ctx.config.UNDERWRITING_MODE === 'sandbox' ? PURCHASE_CLOSE_JOB : null,
    };
  });

/** The audit trail, oldest first (either party may read it), without any reviewer's note or name. */
export const purchaseStageHistory = (application: PurchaseApplicationView, ctx: ServiceContext) => stageHistoryOf(ctx, PURCHASE, application.uuid);

/** The documents of the application's current parties and the generated ones, for either party. */
export async function documentsOf(ctx: ServiceContext, application: PurchaseApplicationView) {
  return purchaseDocuments(ctx.db, application.record);
}

/** Required types the stage asks for with no upload yet. */
export async function missingDocumentsFor(ctx: ServiceContext, application: PurchaseApplicationView) {
  return missingPurchaseDocumentsOf(ctx.db, application.record);
}
