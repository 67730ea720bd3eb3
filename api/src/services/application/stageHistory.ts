import { applicantStageReason, denialCodeOfDetails, type ApplicationProduct } from '#core/partnership/applicantStageReason';

/** The audit row's columns an applicant may see; the reviewer's name and note stay in the audit trail. */
interface AuditRow {
  event: string;
  fromStage: string;
  toStage: string;
  actor: string;
  details: unknown;
  createdAt: Date;
}

/**
 * An application's stage changes as its applicant sees them: which kind of actor changed it, and
 * for a denial the customer wording of its code (core), never what a reviewer typed.
 */
export function applicantStageHistory<Row extends AuditRow>(product: ApplicationProduct, rows: readonly Row[]) {
  return rows.map((row) => ({
    event: row.event as Row['event'],
    fromStage: row.fromStage as Row['fromStage'],
    toStage: row.toStage as Row['toStage'],
    actor: row.actor as Row['actor'],
    reason: applicantStageReason(product, { toStage: row.toStage, denialCode: denialCodeOfDetails(row.details) }),
    at: row.createdAt,
  }));
}
