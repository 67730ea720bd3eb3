import type { Knex } from 'knex';
import { stepRefusal } from '#core/application/stepRefusal';
import type { ServiceContext } from '../context.js';
import type { FieldError } from '../errors.js';
import { requireUser } from '../account/users.js';
import { accessApplication } from './access.js';
import { afterStep } from './afterStep.js';
import { refusedPayload, type ApplicationPayload } from './payload.js';
import type { ApplicationProduct, PartyAccess, ProductStageChange, ProductTypes } from './product.js';
import { queueJob } from './queueJob.js';

/** What a step writes besides the stage, once the product's own checks pass. */
export interface StepPlan<T extends ProductTypes> {
  patch?: Partial<T['application']>;
  details?: Record<string, unknown>;
  /** A job the step calls for, queued in the same transaction once the stage has changed. */
  queue?: string | null;
  /** A stage change that follows at once in the same transaction. */
  followedBy?: (trx: Knex.Transaction, change: ProductStageChange<T> & { ok: true }) => Promise<ProductStageChange<T>>;
}

/** The product's checks for one step: its refusals, or what the step writes. */
export type StepCheck<T extends ProductTypes> = (
  trx: Knex.Transaction,
  access: PartyAccess<T['application']>,
) => Promise<StepPlan<T> | { errors: FieldError[] }> | StepPlan<T> | { errors: FieldError[] };

export type StepOutcome<T extends ProductTypes> = { errors: FieldError[] } | { result: ProductStageChange<T> };

/**
 * An applicant's step inside the caller's transaction: refused when the party or the stage does
 * not allow it (the stage machine says) or when the product's check refuses; otherwise the stage
 * changes with its audit row and the job the step calls for is queued.
 */
export async function takeStep<T extends ProductTypes>(
  ctx: ServiceContext,
  product: ApplicationProduct<T>,
  trx: Knex.Transaction,
  access: PartyAccess<T['application']>,
  event: T['event'],
  check: StepCheck<T> = () => ({}),
): Promise<StepOutcome<T>> {
  const refusal = stepRefusal(product.transition, access.application, event, access.party);
  if (refusal) return { errors: [refusal] };
  const plan = await check(trx, access);
  if ('errors' in plan) return { errors: plan.errors };
  const by = { actor: 'APPLICANT' as const, name: requireUser(ctx).uuid };
  let result = await product.changeStage(trx, access.application, event, by, { patch: plan.patch, details: plan.details, now: ctx.now() });
  if (result.ok && plan.followedBy) result = await plan.followedBy(trx, result);
  if (result.ok && plan.queue) await queueJob(ctx, trx, plan.queue, access.application.uuid);
  return { result };
}

/** An applicant's step on the signed-in user's application in its own transaction, then what follows it. */
export async function applyStep<T extends ProductTypes>(
  ctx: ServiceContext,
  product: ApplicationProduct<T>,
  uuid: string,
  event: T['event'],
  check?: StepCheck<T>,
): Promise<ApplicationPayload<T>> {
  const outcome = await ctx.db.transaction(async (trx) => takeStep(ctx, product, trx, await accessApplication(ctx, product, trx, uuid, true), event, check));
  return 'errors' in outcome ? refusedPayload(product, outcome.errors) : afterStep(ctx, product, outcome.result);
}
