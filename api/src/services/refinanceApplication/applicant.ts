import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { isQuestionIncluded } from '#core/questionEngine/index';
import { contextFor, validateQuestionAnswer, type ApplicationAnswers, type AnswerContext } from '#core/application/index';
import {
  deriveKeyFields,
  findQuestion,
  incompleteQuestions,
  prefillAnswers,
  pruneToIncluded,
  refinanceQuestionMap,
  restoreMaskedIdentifiers,
  summarizeSections,
} from '#core/refinanceApplication/index';
import { RefinanceApplication } from '../../models/RefinanceApplication.js';
import type { ServiceContext } from '../context.js';
import { AppError, notFound, type FieldError } from '../errors.js';
import { checkOpenApplicationLimit } from '../application/openApplications.js';
import { linkPrequal, prequalForApplicant } from '../application/prequal.js';
import { findRateOption, prequalFacts, profileFacts } from './prequal.js';
import { toRefinanceApplicationView, type RefinanceApplicationView } from './view.js';
import { requireUser } from '../account/users.js';
import { holdStoredQuotes } from '../rates/storedQuotes.js';
import { keepChosenRateOption } from '../rates/chosenRateOption.js';

// Answers are never logged: only application ids, question ids and field names are.

export type RefinanceApplicationPayload = { refinanceApplication: RefinanceApplicationView | null; errors: FieldError[] };

const submittedError = () => new AppError('CONFLICT', 'This application has been submitted and can no longer be changed.');

/** The columns that follow from the answers: key fields and the progress snapshots. */
function derivedColumns(answers: ApplicationAnswers, context: AnswerContext, submitted: boolean) {
  const map = refinanceQuestionMap(answers, context);
  return {
    ...deriveKeyFields(answers),
    completedQuestions: map.answeredQuestions,
    sections: summarizeSections(answers, context, submitted).map(({ name, status }) => ({ name, status })),
    percentAnswered: map.percentAnswered,
  };
}

function view(ctx: ServiceContext, application: RefinanceApplication): RefinanceApplicationView {
  return toRefinanceApplicationView(application, contextFor(ctx.now(), ctx.timeZone));
}

/** The user's own application, locked when a transaction is given; anyone else's is NOT_FOUND. */
async function ownApplication(ctx: ServiceContext, db: Knex, uuid: string, lock = false): Promise<RefinanceApplication> {
  const user = requireUser(ctx);
  const query = RefinanceApplication.query(db).findOne({ uuid, userUuid: user.uuid });
  const application = await (lock ? query.forUpdate() : query);
  if (!application) throw notFound('Refinance application');
  return application;
}

/** The user's applications, newest first (the navigation menu's list). */
export async function listRefinanceApplications(ctx: ServiceContext): Promise<RefinanceApplicationView[]> {
  const user = requireUser(ctx);
  const applications = await RefinanceApplication.query(ctx.db).where({ userUuid: user.uuid }).orderBy('createdAt', 'desc');
  return applications.map((application) => view(ctx, application));
}

export async function getRefinanceApplication(ctx: ServiceContext, uuid: string): Promise<RefinanceApplicationView> {
  return view(ctx, await ownApplication(ctx, ctx.db, uuid));
}

/**
 * Starts an application from one of the user's prequals, filled in with what the prequal,
 * the profile and the chosen rate already tell us. Starting again from the same prequal
 * returns the application already started.
 */
export async function startRefinanceApplication(
  ctx: ServiceContext,
  input: { prequalUuid: string; rateOptionUuid?: string | null },
): Promise<RefinanceApplicationPayload> {
  const user = requireUser(ctx);
  const context = contextFor(ctx.now(), ctx.timeZone);
  const rateGone: RefinanceApplicationPayload = {
    refinanceApplication: null,
    errors: [{ code: 'RATE_OPTION_NOT_FOUND', field: 'rateOptionUuid', message: 'That rate is no longer available. Please choose a rate again.' }],
  };
  if (input.rateOptionUuid && !(await keepChosenRateOption(ctx, input.rateOptionUuid))) return rateGone;
  const application = await ctx.db.transaction(async (trx) => {
    const prequal = await prequalForApplicant(trx, input.prequalUuid, user, ctx.prequalClaims ?? []);
    if (!prequal) throw notFound('Prequal');
    const existing = await RefinanceApplication.query(trx).findOne({ prequalUuid: prequal.uuid, userUuid: user.uuid });
    if (existing) return existing;
    if (prequal.productFunnel === 'PURCHASE') return null;
    await checkOpenApplicationLimit(trx, user.uuid, 'REFINANCE');
    // Checked again under the stored-quotes lock, so an expiring quote is either gone here or kept for this application.
    let rateOption: Awaited<ReturnType<typeof findRateOption>> = null;
    if (input.rateOptionUuid) {
      await holdStoredQuotes(trx);
      rateOption = await findRateOption(trx, input.rateOptionUuid);
      if (!rateOption) return 'rate gone' as const;
    }
    const answers = prefillAnswers(prequalFacts(prequal), profileFacts(user), context);
    const created = await RefinanceApplication.query(trx).insertAndFetch({
      userUuid: user.uuid,
      prequalUuid: prequal.uuid,
      rateOptionUuid: rateOption?.rateOptionUuid ?? null,
      answers,
      ...derivedColumns(answers, context, false),
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
    await linkPrequal(trx, prequal, created.uuid, user, ctx.now());
    return created;
  });
  if (application === 'rate gone') return rateGone;
  if (!application) {
    return {
      refinanceApplication: null,
      errors: [{ code: 'WRONG_PRODUCT', field: 'prequalUuid', message: 'This prequalification is for buying a home, not refinancing.' }],
    };
  }
  ctx.logger.info('refinance application started', { applicationUuid: application.uuid });
  return { refinanceApplication: view(ctx, application), errors: [] };
}

/** Validates one question's answer against the catalogue and saves it at once. */
export async function answerRefinanceApplicationQuestion(
  ctx: ServiceContext,
  input: { uuid: string; questionId: string; answer: unknown },
): Promise<RefinanceApplicationPayload> {
  const question = findQuestion(input.questionId);
  if (!question) throw new AppError('BAD_USER_INPUT', `There is no question “${input.questionId}”.`);
  const context = contextFor(ctx.now(), ctx.timeZone);
  return ctx.db.transaction(async (trx) => {
    const application = await ownApplication(ctx, trx, input.uuid, true);
    if (application.applicationSubmittedAt) throw submittedError();
    if (!isQuestionIncluded(question, application.answers, context)) {
      const message = 'This question no longer applies to your application. Reload the page to see where you are.';
      return { refinanceApplication: null, errors: [{ code: 'QUESTION_NOT_INCLUDED', field: input.questionId, message }] };
    }
    const submitted =
      typeof input.answer === 'object' && input.answer !== null
        ? restoreMaskedIdentifiers(input.answer as Record<string, unknown>, application.answers)
        : input.answer;
    const { changes, issues } = validateQuestionAnswer(question, submitted, application.answers, context);
    if (issues.length > 0) {
      ctx.logger.info('refinance answer refused', { applicationUuid: application.uuid, questionId: question.id, fields: issues.map((i) => i.field) });
      return { refinanceApplication: null, errors: issues.map((issue) => ({ code: 'INVALID', field: issue.field, message: issue.message })) };
    }
    const answers = { ...application.answers, ...changes };
    const updated = await application.$query(trx).patchAndFetch({ answers, ...derivedColumns(answers, context, false), updatedAt: ctx.now() });
    ctx.logger.info('refinance question answered', { applicationUuid: application.uuid, questionId: question.id });
    return { refinanceApplication: view(ctx, updated), errors: [] };
  });
}

/**
 * Sends the application to the lender. Refused, with one reason per question, while anything
 * required is unanswered. Answers that no longer apply are dropped; submitting twice is harmless.
 */
export async function submitRefinanceApplication(ctx: ServiceContext, input: { uuid: string }): Promise<RefinanceApplicationPayload> {
  const context = contextFor(ctx.now(), ctx.timeZone);
  const result = await ctx.db.transaction(async (trx) => {
    const application = await ownApplication(ctx, trx, input.uuid, true);
    if (application.applicationSubmittedAt) return { application, errors: [], newlySubmitted: false };
    const missing = incompleteQuestions(application.answers, context);
    if (missing.length > 0) {
      const errors = missing.map((m) => ({ code: 'INCOMPLETE' as const, field: m.questionId, message: `${m.sectionTitle} – ${m.title} ${m.reason}` }));
      return { application, errors, newlySubmitted: false };
    }
    const answers = pruneToIncluded(application.answers, context);
    const submitted = await application.$query(trx).patchAndFetch({
      answers,
      ...derivedColumns(answers, context, true),
      applicationSubmittedAt: ctx.now(),
      loanApplicationUuid: randomUUID(),
      updatedAt: ctx.now(),
    });
    return { application: submitted, errors: [], newlySubmitted: true };
  });
  if (result.newlySubmitted) {
    ctx.logger.info('refinance application submitted', { applicationUuid: result.application.uuid });
    await sendSubmittedMail(ctx, result.application);
  } else if (result.errors.length > 0) {
    ctx.logger.info('refinance application submit refused', { applicationUuid: result.application.uuid, questionIds: result.errors.map((e) => e.field) });
  }
  return { refinanceApplication: view(ctx, result.application), errors: result.errors };
}

async function sendSubmittedMail(ctx: ServiceContext, application: RefinanceApplication): Promise<void> {
  const user = requireUser(ctx);
  const link = `${ctx.origin}/application/refinance/${application.uuid}`;
  try {
    await ctx.adapters.mailer.send({
      to: user.email,
      subject: 'We received your refinance application',
      text: `Thank you${user.firstName ? `, ${user.firstName}` : ''}. Your refinance application has been sent to the lender, who will be in touch about the next steps.\n\nYou can see it at any time here:\n${link}`,
      links: [link],
    });
  } catch (error) {
    // The application is submitted either way; a failed confirmation mail must not undo that.
    ctx.logger.warn('submission confirmation mail failed', {
      applicationUuid: application.uuid,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** User.activeApplications: every refinance application, with its type and prequal. */
export function activeApplicationsFrom(applications: RefinanceApplication[]) {
  return applications.map((application) => ({ uuid: application.uuid, type: 'REFINANCE' as const, prequalUuid: application.prequalUuid }));
}

export async function rateOptionOf(ctx: ServiceContext, rateOptionUuid: string | null | undefined) {
  return rateOptionUuid ? findRateOption(ctx.db, rateOptionUuid) : null;
}
