import type { Actor } from '#core/partnership/index';
import type { PurchaseEvent, PurchaseStage } from '#core/purchaseApplication/index';
import { BaseModel } from './BaseModel.js';

/** The audit row of one purchase stage change: who (actor, actorName), what, when, why. */
export class PurchaseApplicationEvent extends BaseModel {
  static override tableName = 'purchase_application_events';
  static override idColumn = 'uuid';

  uuid!: string;
  sequence!: number;
  applicationUuid!: string;
  event!: PurchaseEvent;
  fromStage!: PurchaseStage;
  toStage!: PurchaseStage;
  actor!: Actor;
  actorName!: string;
  reason!: string | null;
  details!: Record<string, unknown>;
  createdAt!: Date;

  static override get jsonAttributes() {
    return ['details'];
  }
}
