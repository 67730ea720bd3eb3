import type { PropertyAuditEventName } from '#core/properties/vocabulary';
import { BaseModel } from './BaseModel.js';

/** The audit row of a staff command on a property: who, what, when, why. Ops output only, never the homeowner's. */
export class PropertyAuditEvent extends BaseModel {
  static override tableName = 'property_audit_events';
  static override idColumn = 'uuid';

  uuid!: string;
  propertyUuid!: string;
  event!: PropertyAuditEventName;
  actorName!: string;
  reason!: string | null;
  details!: Record<string, unknown>;
  createdAt!: Date;

  static override get jsonAttributes() {
    return ['details'];
  }
}
