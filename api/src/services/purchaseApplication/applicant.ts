import {
  applyPurchaseAnswers,
  buyerPrequal,
  isTimeline,
  missingPurchaseAnswers,
  optionAgreementAcceptanceRefusal,
  optionAgreementReadingRefusal,
  transitionPurchase,
  EMPTY_PURCHASE_VALUES,
  ONLY_THE_APPLICANT_MESSAGE,
  TIMELINE_REFUSED,
  type BuyerPurchaseStage,
  type IncomeSource,
  type PurchaseApplicationValues,
  type PurchaseEvent,
} from '#core/purchase/index';
import { contractPageView, CONTRACT_REVIEW_MESSAGES, dollarsToCents, WAITLIST_PROMPT } from '#core/partnership/index';
import type { CreditBand } from '#core/partnership/limits';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { PurchaseApplicationEvent } from '../../models/PurchaseApplicationEvent.js';
import type { ServiceContext } from '../context.js';
import { notFound, unauthenticated, type FieldError } from '../errors.js';
import { checkOpenApplicationLimit } from '../openApplications.js';
import { User } from '../../models/User.js';
import { hashPassword, passwordProblem } from '../passwords.js';
import { createSession } from '../sessions.js';
import { linkPrequal, prequalForApplicant } from '../refinanceApplicationsPrequal.js';
import { requireUser } from '../users.js';
import { saveAnswers } from '../applicationStages/saveAnswers.js';
import { applicantStageHistory } from '../applicationStages/applicantStageHistory.js';
import { accessApplication, type PartyAccess } from './access.js';
import { afterPurchaseChange, missingPurchaseDocumentsOf } from './review.js';
import { purchaseDocuments, purchaseOptionAgreementOf } from './documents.js';
import { changePurchaseStage, type PurchaseStageChange } from './stageChange.js';
import { digestOf, newLinkToken } from './tokens.js';
import { sendCoApplicantInvitation } from './mail.js';
import { valuesOf } from './values.js';
import { toPurchaseApplicationView, type PurchaseApplicationView } from './view.js';
import { PURCHASE_CLOSE_JOB, PURCHASE_REVIEW_JOB, queuePurchaseJob } from './work.js';
import { calendarDate } from '#core/calendarDate';

// The buyers' side of the purchase application. Answers are never logged: only ids, stages
// and field names are.

export type PurchaseApplicationPayload = { purchaseApplication: PurchaseApplicationView | null; errors: FieldError[] };

const DAY_MS = 24 * 60 * 60 * 1000;
export const refused = (errors: FieldError[]): PurchaseApplicationPayload => ({ purchaseApplication: null, errors });
export const ok = (access: PartyAccess): PurchaseApplicationPayload => ({
  purchaseApplication: toPurchaseApplicationView(access.application, access.party),
  errors: [],
});

const ONLY_THE_APPLICANT: FieldError = { code: 'ACTOR_NOT_ALLOWED', field: null, message: ONLY_THE_APPLICANT_MESSAGE };

/** The refusal of a step the stage does not allow, with core/purchase's code. */
export function stepRefusal(application: PurchaseApplication, event: PurchaseEvent): FieldError | null {
  const next = transitionPurchase(application.stage, event, 'APPLICANT');
  return next.ok ? null : { code: next.code, field: null, message: next.message };
}

/** The user's applications and those they are the co-applicant of, newest first. */
export async function listPurchaseApplications(ctx: ServiceContext): Promise<PurchaseApplicationView[]> {
  const user = requireUser(ctx);
  const applications = await PurchaseApplication.query(ctx.db)
    .where({ userUuid: user.uuid })
    .orWhere({ coApplicantUserUuid: user.uuid })
    .orderBy('createdAt', 'desc');
  return applications.map((application) => toPurchaseApplicationView(application, application.userUuid === user.uuid ? 'APPLICANT' : 'CO_APPLICANT'));
}

export async function getPurchaseApplication(ctx: ServiceContext, uuid: string): Promise<PurchaseApplicationView> {
  const access = await accessApplication(ctx, ctx.db, uuid);
  return toPurchaseApplicationView(access.application, access.party);
}

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
    load: (trx) => accessApplication(ctx, trx, input.uuid, true),
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

/** Follows a committed stage change: the letter and the mail. */
export async function afterStep(ctx: ServiceContext, result: PurchaseStageChange): Promise<PurchaseApplicationPayload> {
  if (!result.ok) return refused([{ code: result.code, field: null, message: result.message }]);
  ctx.logger.info('purchase stage changed', { applicationUuid: result.application.uuid, event: result.event.event, stage: result.application.stage });
  await afterPurchaseChange(ctx, result);
  return ok({ application: result.application, party: 'APPLICANT' });
}

/**
 * The applicant submits once both parties answered everything (INCOMPLETE per missing answer,
 * the co-applicant's included): APPLICATION → DOCUMENT_UPLOAD, the review queued with it.
 */
export async function submitPurchaseApplication(ctx: ServiceContext, input: { uuid: string }): Promise<PurchaseApplicationPayload> {
  const outcome = await ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, trx, input.uuid, true);
    if (access.party !== 'APPLICANT') return { errors: [ONLY_THE_APPLICANT] };
    const refusal = stepRefusal(access.application, 'SUBMIT_APPLICATION');
    if (refusal) return { errors: [refusal] };
    const missing = missingPurchaseAnswers(valuesOf(access.application));
    if (missing.length > 0) return { errors: missing as FieldError[] };
    const result = await changePurchaseStage(
      trx,
      access.application,
      'SUBMIT_APPLICATION',
      { actor: 'APPLICANT', name: requireUser(ctx).uuid },
      { patch: { applicationSubmittedAt: ctx.now() }, now: ctx.now() },
    );
    if (result.ok) await queuePurchaseJob(ctx, trx, PURCHASE_REVIEW_JOB, access.application.uuid);
    return { result };
  });
  if (outcome.errors) return refused(outcome.errors);
  return afterStep(ctx, outcome.result!);
}

/** The documents are uploaded: at DOCUMENT_UPLOAD the review runs; at ADDITIONAL_DOCUMENT_UPLOAD it goes back to review. */
export async function completePurchaseUploads(ctx: ServiceContext, input: { uuid: string }): Promise<PurchaseApplicationPayload> {
  const outcome = await ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, trx, input.uuid, true);
    if (access.party !== 'APPLICANT') return { errors: [ONLY_THE_APPLICANT] };
    const { application } = access;
    const patch = { uploadsCompletedAt: ctx.now(), missingDocuments: [] };
    if (application.stage === 'DOCUMENT_UPLOAD') {
      const updated = await application.$query(trx).patchAndFetch({ ...patch, updatedAt: ctx.now() });
      await queuePurchaseJob(ctx, trx, PURCHASE_REVIEW_JOB, application.uuid);
      return { application: updated };
    }
    const refusal = stepRefusal(application, 'SUBMIT_ADDITIONAL_DOCUMENTS');
    if (refusal) return { errors: [refusal] };
    const result = await changePurchaseStage(
      trx,
      application,
      'SUBMIT_ADDITIONAL_DOCUMENTS',
      { actor: 'APPLICANT', name: requireUser(ctx).uuid },
      { patch, now: ctx.now() },
    );
    if (result.ok) await queuePurchaseJob(ctx, trx, PURCHASE_REVIEW_JOB, application.uuid);
    return { result };
  });
  if ('errors' in outcome) return refused(outcome.errors!);
  if ('application' in outcome) return ok({ application: outcome.application!, party: 'APPLICANT' });
  return afterStep(ctx, outcome.result!);
}

/** The buyer accepts the pre-approval's terms: CONTRACT_REVIEW → MY_OFFERS. */
export async function acceptPurchaseContract(ctx: ServiceContext, input: { uuid: string }): Promise<PurchaseApplicationPayload> {
  const outcome = await ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, trx, input.uuid, true);
    if (access.party !== 'APPLICANT') return { errors: [ONLY_THE_APPLICANT] };
    const refusal = stepRefusal(access.application, 'ACCEPT_CONTRACT');
    if (refusal) return { errors: [refusal] };
    return {
      result: await changePurchaseStage(
        trx,
        access.application,
        'ACCEPT_CONTRACT',
        { actor: 'APPLICANT', name: requireUser(ctx).uuid },
        { patch: { contractAcceptedAt: ctx.now() }, now: ctx.now() },
      ),
    };
  });
  if ('errors' in outcome) return refused(outcome.errors!);
  return afterStep(ctx, outcome.result!);
}

/** Reports the page of the option agreement on screen at CLOSING; the last page sets optionAgreementViewedAt. Either party reads it. */
export async function viewPurchaseContractPage(ctx: ServiceContext, input: { uuid: string; page: number }): Promise<PurchaseApplicationPayload> {
  return ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, trx, input.uuid, true);
    const notNow = optionAgreementReadingRefusal(access.application);
    if (notNow) return refused([notNow]);
    const view = contractPageView(access.application, input.page);
    if ('refusal' in view) return refused([view.refusal]);
    // Only the applicant's reading counts towards acceptance: the co-applicant reads it read-only.
    if (!view.marksRead || access.party !== 'APPLICANT') return ok(access);
    const application = await access.application.$query(trx).patchAndFetch({ optionAgreementViewedAt: ctx.now(), updatedAt: ctx.now() });
    return ok({ application, party: access.party });
  });
}

/**
 * The applicant accepts the option agreement at CLOSING once every page was seen, recording the
 * time, the client's address and browser and the SHA-256 of the document accepted, with its
 * audit row, in one transaction; the closing (the sandbox's settlement) is queued with it.
 */
export async function acceptPurchaseOptionAgreement(ctx: ServiceContext, input: { uuid: string }): Promise<PurchaseApplicationPayload> {
  const outcome = await ctx.db.transaction(async (trx) => {
    const access = await accessApplication(ctx, trx, input.uuid, true);
    const { application } = access;
    const refusal = optionAgreementAcceptanceRefusal(application, access.party);
    if (refusal) return { errors: [refusal] };
    const document = await purchaseOptionAgreementOf(trx, application.uuid);
    if (!document) return { errors: [{ code: 'CONTRACT_NOT_READY' as const, field: null, message: CONTRACT_REVIEW_MESSAGES.notReady }] };
    const acceptance = {
      optionAgreementAcceptedAt: ctx.now(),
      optionAgreementAcceptedIp: ctx.clientAddress ?? null,
      optionAgreementAcceptedUserAgent: ctx.userAgent ?? null,
      optionAgreementDocumentSha256: document.sha256,
    };
    const result = await changePurchaseStage(
      trx,
      application,
      'ACCEPT_OPTION_AGREEMENT',
      { actor: 'APPLICANT', name: requireUser(ctx).uuid },
      {
        details: {
          documentUuid: document.uuid,
          sha256: document.sha256,
          ip: acceptance.optionAgreementAcceptedIp,
          userAgent: acceptance.optionAgreementAcceptedUserAgent,
        },
        patch: acceptance,
        now: ctx.now(),
      },
    );
    if (result.ok && ctx.config.UNDERWRITING_MODE === 'sandbox') await queuePurchaseJob(ctx, trx, PURCHASE_CLOSE_JOB, application.uuid);
    return { result };
  });
  if ('errors' in outcome) return refused(outcome.errors!);
  return afterStep(ctx, outcome.result!);
}

/** The audit trail, oldest first (either party may read it), without any reviewer's note or name (applicantStageHistory). */
export async function purchaseStageHistory(application: PurchaseApplicationView, ctx: ServiceContext) {
  const events = await PurchaseApplicationEvent.query(ctx.db).where({ applicationUuid: application.uuid }).orderBy('sequence');
  return applicantStageHistory('PURCHASE', events);
}

export { ONLY_THE_APPLICANT };

/** The documents of the application's current parties and the generated ones, for either party. */
export async function documentsOf(ctx: ServiceContext, application: PurchaseApplicationView) {
  return purchaseDocuments(ctx.db, application.record);
}

/** Required types the stage asks for with no upload yet. */
export async function missingDocumentsFor(ctx: ServiceContext, application: PurchaseApplicationView) {
  return missingPurchaseDocumentsOf(ctx.db, application.record);
}
