import type { Actor, RestructureEvent, RestructureStage } from '#core/partnership/index';
import { BaseModel } from './BaseModel.js';

/** The audit row of one stage change: who (actor, actorName), what (event, stages), when, why. */
export class RestructureApplicationEvent extends BaseModel {
  static override tableName = 'restructure_application_events';
  static override idColumn = 'uuid';

  uuid!: string;
  sequence!: number;
  applicationUuid!: string;
  event!: RestructureEvent;
  fromStage!: RestructureStage;
  toStage!: RestructureStage;
  actor!: Actor;
  actorName!: string;
  reason!: string | null;
  details!: Record<string, unknown>;
  createdAt!: Date;

  static override get jsonAttributes() {
    return ['details'];
  }
}
