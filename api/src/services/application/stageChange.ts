import type { Knex } from 'knex';
import type { Model, ModelClass, PartialModelObject } from 'objection';
import type { Actor, StageRefusalCode, TransitionResult } from '#core/application/stageMachine';

/** Who asks for a stage change: the kind of actor the stage machine checks, and who exactly. */
export interface StageActor {
  actor: Actor;
  /** A user uuid, an operator's name, or the job that decided. */
  name: string;
}

/** The columns every kind of application keeps for its stage. */
interface StageColumns<Stage extends string> {
  uuid: string;
  stage: Stage;
  updatedAt: Date;
}

/** The audit row every kind of application writes for one stage change. */
interface StageAuditColumns<Stage extends string, Event extends string> {
  applicationUuid: string;
  event: Event;
  fromStage: Stage;
  toStage: Stage;
  actor: Actor;
  actorName: string;
  reason: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

export type StageChange<Application, AuditRow> =
  { ok: true; application: Application; event: AuditRow } | { ok: false; code: StageRefusalCode; message: string };

export interface StageChangeOptions<Application> {
  reason?: string | null;
  details?: Record<string, unknown>;
  /** The columns that go with the new stage. */
  patch?: Partial<Application>;
  now: Date;
}

/**
 * The only way an application's stage changes, for one kind of application: its stage machine
 * decides, then the new stage, the columns that go with it and the audit row are written in the
 * caller's transaction. The application must have been read `forUpdate` in that transaction.
 */
export function stageChangeWriter<
  Stage extends string,
  Event extends string,
  Application extends Model & StageColumns<Stage>,
  AuditRow extends Model & StageAuditColumns<Stage, Event>,
>(transition: (stage: Stage, event: Event, actor: Actor) => TransitionResult<Stage>, auditRows: ModelClass<AuditRow>) {
  return async function changeStage(
    trx: Knex.Transaction,
    application: Application,
    event: Event,
    by: StageActor,
    options: StageChangeOptions<Application>,
  ): Promise<StageChange<Application, AuditRow>> {
    const next = transition(application.stage, event, by.actor);
    if (!next.ok) return next;
    // patchAndFetch updates the instance in place: keep the stage being left.
    const fromStage = application.stage;
    // Objection's query types cannot follow a generic model: the constraints above say what the
    // row and the audit row hold, so the values are passed through its looser types.
    const patch = { ...options.patch, stage: next.stage, updatedAt: options.now } as PartialModelObject<Model>;
    const updated = (await application.$query(trx).patchAndFetch(patch)) as Application;
    const row: StageAuditColumns<Stage, Event> = {
      applicationUuid: application.uuid,
      event,
      fromStage,
      toStage: next.stage,
      actor: by.actor,
      actorName: by.name,
      reason: options.reason ?? null,
      details: options.details ?? {},
      createdAt: options.now,
    };
    const audit = (await (auditRows as ModelClass<Model>).query(trx).insertAndFetch(row as PartialModelObject<Model>)) as AuditRow;
    return { ok: true, application: updated, event: audit };
  };
}
