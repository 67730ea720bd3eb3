import type { UnderwritingCheckKind, UnderwritingCheckStatus } from '#core/restructureApplication/index';
import { BaseModel } from './BaseModel.js';

/** One underwriting check of a restructure application (decision 0034): its status and what it found. */
export class RestructureUnderwritingCheck extends BaseModel {
  static override tableName = 'restructure_underwriting_checks';
  static override idColumn = ['applicationUuid', 'kind'];

  applicationUuid!: string;
  kind!: UnderwritingCheckKind;
  status!: UnderwritingCheckStatus;
  reference!: string | null;
  details!: Record<string, unknown>;
  createdAt!: Date;
  updatedAt!: Date;
  completedAt!: Date | null;

  static override get jsonAttributes() {
    return ['details'];
  }
}
