import type { Knex } from 'knex';
import { transitionRestructure, type Actor, type RestructureEvent, type StageRefusalCode } from '../../../../core/partnership/index.js';
import { RestructureApplication } from '../../models/RestructureApplication.js';
import { RestructureApplicationEvent } from '../../models/RestructureApplicationEvent.js';

/** Who asks for a stage change: the kind of actor core/partnership checks, and who exactly. */
export interface StageActor {
  actor: Actor;
  /** A user uuid, an operator's name, or the job that decided. */
  name: string;
}

export type StageChangeResult =
  | { ok: true; application: RestructureApplication; event: RestructureApplicationEvent }
  | { ok: false; code: StageRefusalCode; message: string };

/**
 * The only way an application's stage changes: core/partnership's transition function decides,
 * then the new stage, the columns that go with it and the audit row are written in the caller's
 * transaction. The application must have been read `forUpdate` in that transaction.
 */
export async function changeStage(
  trx: Knex.Transaction,
  application: RestructureApplication,
  event: RestructureEvent,
  by: StageActor,
  options: { reason?: string | null; details?: Record<string, unknown>; patch?: Partial<RestructureApplication>; now: Date },
): Promise<StageChangeResult> {
  const next = transitionRestructure(application.stage, event, by.actor);
  if (!next.ok) return next;
  // patchAndFetch updates the instance in place: keep the stage being left.
  const fromStage = application.stage;
  const updated = await application.$query(trx).patchAndFetch({ ...options.patch, stage: next.stage, updatedAt: options.now });
  const audit = await RestructureApplicationEvent.query(trx).insertAndFetch({
    applicationUuid: application.uuid,
    event,
    fromStage,
    toStage: next.stage,
    actor: by.actor,
    actorName: by.name,
    reason: options.reason ?? null,
    details: options.details ?? {},
    createdAt: options.now,
  });
  return { ok: true, application: updated, event: audit };
}

/** The application locked for a change in this transaction; null when there is none. */
export async function lockApplication(trx: Knex.Transaction, uuid: string): Promise<RestructureApplication | undefined> {
  return RestructureApplication.query(trx).findById(uuid).forUpdate();
}
