import type { Knex } from 'knex';
import { DENIAL_CODES, type DenialCode } from '#core/partnership/index';
import type { ApplicationProduct, ProductStageChange, ProductTypes } from './product.js';
import type { StageActor } from './stageChange.js';
import type { ApplicationWork } from './work.js';

// Underwriting as every product runs it: the automatic review (a job) and a reviewer's
// decisions (`npm run ops`), each one stage change with its audit row, then what follows it.

export const AUTOMATIC_REVIEW: StageActor = { actor: 'SYSTEM', name: 'automatic-review' };

type Refusal = { ok: false; code: string; message: string };

const lock = <T extends ProductTypes>(product: ApplicationProduct<T>, trx: Knex.Transaction, uuid: string) =>
  product.model.query(trx).findById(uuid).forUpdate() as unknown as Promise<T['application'] | undefined>;

/** The log line of a review or a decision (ids, stage and codes only), then what follows a committed change. */
async function follow<T extends ProductTypes>(
  work: ApplicationWork,
  product: ApplicationProduct<T>,
  result: ProductStageChange<T> | Refusal,
  what: string,
  details: Record<string, unknown>,
) {
  work.logger.info(`${product.kind} ${what}`, { ...details, outcome: result.ok ? result.application.stage : result.code });
  if (result.ok) await product.afterChange(work, result);
}

/**
 * The automatic review of one application, locked in its own transaction: the product's steps
 * decide (null: no change). With no change, an approval whose documents were not written (a
 * failed attempt) is finished. Safe to run again: the steps act only on the stage they find.
 */
export async function runReview<T extends ProductTypes>(
  work: ApplicationWork,
  product: ApplicationProduct<T>,
  uuid: string,
  review: (trx: Knex.Transaction, application: T['application']) => Promise<ProductStageChange<T> | null>,
): Promise<ProductStageChange<T> | null> {
  const result = await work.db.transaction(async (trx) => {
    const application = await lock(product, trx, uuid);
    return application ? review(trx, application) : null;
  });
  if (result) await follow(work, product, result, 'review', { applicationUuid: uuid });
  else {
    work.logger.info(`${product.kind} review`, { applicationUuid: uuid, outcome: 'no change' });
    const application = (await product.model.query(work.db).findById(uuid)) as unknown as T['application'] | undefined;
    if (application) await product.finishApproval(work, application);
  }
  return result;
}

/** The review's denial for core's rules: the first rule's words, every code in the audit row. */
export function denyFor<T extends ProductTypes>(
  work: ApplicationWork,
  product: ApplicationProduct<T>,
  trx: Knex.Transaction,
  application: T['application'],
  denials: readonly { code: string; message: string }[],
) {
  const codes = denials.map((denial) => denial.code);
  return product.changeStage(trx, application, product.denyEvent, AUTOMATIC_REVIEW, {
    reason: denials[0]!.message,
    details: { codes },
    patch: { denialCode: codes[0]! } as unknown as Partial<T['application']>,
    now: work.now(),
  });
}

/**
 * The documents' part of the review: it waits until the applicant says the uploads are complete,
 * then asks for what is still missing (the product's rule for the stage); 'complete' when nothing is.
 */
export async function reviewUploads<T extends ProductTypes>(
  work: ApplicationWork,
  product: ApplicationProduct<T>,
  trx: Knex.Transaction,
  application: T['application'],
): Promise<ProductStageChange<T> | 'wait' | 'complete'> {
  if (!application.uploadsCompletedAt) return 'wait';
  const missing = await product.documents.missing(trx, application);
  if (missing.length === 0) return 'complete';
  return product.changeStage(trx, application, product.documents.requestEvent, AUTOMATIC_REVIEW, {
    reason: 'Documents missing',
    details: { missing },
    patch: { missingDocuments: missing } as unknown as Partial<T['application']>,
    now: work.now(),
  });
}

/** A decision's stage change: its event and the columns that go with it, or why it cannot be taken now. */
export type DecisionPlan<T extends ProductTypes> = { event: T['event']; patch: Partial<T['application']> } | Refusal;

/**
 * A decision by a reviewer (REVIEWER) or the sandbox (SYSTEM): one stage change with its audit
 * row (the decision in its details), and what the product writes with it in the same transaction.
 */
export async function decideApplication<T extends ProductTypes, Decision extends { kind: string; code?: DenialCode }>(
  work: ApplicationWork,
  product: ApplicationProduct<T>,
  input: { uuid: string; decision: Decision; by: StageActor; reason: string | null },
  plan: (trx: Knex.Transaction, application: T['application'], now: Date) => Promise<DecisionPlan<T>> | DecisionPlan<T>,
  within: (trx: Knex.Transaction, change: ProductStageChange<T> & { ok: true }, now: Date) => Promise<void>,
): Promise<ProductStageChange<T> | Refusal> {
  const { uuid, decision, by, reason } = input;
  if (decision.code && !DENIAL_CODES.includes(decision.code)) return { ok: false, code: 'NOT_FOUND', message: `There is no denial code ${decision.code}.` };
  const result = await work.db.transaction(async (trx) => {
    const application = await lock(product, trx, uuid);
    if (!application) return null;
    const now = work.now();
    const step = await plan(trx, application, now);
    if ('ok' in step) return step;
    const change = await product.changeStage(trx, application, step.event, by, { reason, details: { decision }, patch: step.patch, now });
    if (change.ok) await within(trx, change, now);
    return change;
  });
  if (!result) return { ok: false, code: 'NOT_FOUND', message: `There is no ${product.kind} application ${uuid}.` };
  await follow(work, product, result, 'decision', { applicationUuid: uuid, decision: decision.kind, by: by.name });
  return result;
}
