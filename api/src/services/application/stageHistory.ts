import { applicantStageReason, denialCodeOfDetails } from '#core/partnership/applicantStageReason';
import type { ServiceContext } from '../context.js';
import type { ApplicationProduct, AuditRecord, ProductTypes } from './product.js';

/** One stage change as the applicant's history shows it. */
interface ApplicantStageChange<Row extends AuditRecord> {
  event: Row['event'];
  fromStage: Row['fromStage'];
  toStage: Row['toStage'];
  actor: Row['actor'];
  reason: string | null;
  at: Date;
}

/**
 * An application's stage changes, oldest first, as its applicant (or co-applicant) sees them:
 * which kind of actor changed it, and for a denial the customer wording of its code (core),
 * never the reviewer's name or what a reviewer typed.
 */
export async function stageHistoryOf<T extends ProductTypes>(
  ctx: ServiceContext,
  product: ApplicationProduct<T>,
  applicationUuid: string,
): Promise<ApplicantStageChange<T['auditRow']>[]> {
  const rows = (await product.auditRows.query(ctx.db).where({ applicationUuid }).orderBy('sequence')) as unknown as T['auditRow'][];
  return rows.map((row) => ({
    event: row.event,
    fromStage: row.fromStage,
    toStage: row.toStage,
    actor: row.actor,
    reason: applicantStageReason(product.name, { toStage: row.toStage, denialCode: denialCodeOfDetails(row.details) }),
    at: row.createdAt,
  }));
}
