import type { Knex } from 'knex';
import {
  MAX_BYTES_PER_ACCOUNT,
  MAX_BYTES_PER_APPLICATION,
  MAX_DOCUMENTS_PER_APPLICATION,
  refusals,
  type ApplicationType,
  type DocumentRefusal,
} from '#core/documents/index';

/**
 * Whether an application, and the account of the user whose upload it is, can take `addedBytes`
 * more of uploaded documents (generated ones do not count). Inside a transaction it first takes a
 * lock per application and one per account (always in that order), so two uploads at once cannot
 * both squeeze under a limit.
 */
export async function quotaRefusal(
  db: Knex | Knex.Transaction,
  application: { applicationType: ApplicationType; applicationUuid: string },
  change: { userUuid: string; addedBytes: number; addedDocuments: number; replacingDocumentUuid?: string },
): Promise<DocumentRefusal | null> {
  if (db.isTransaction) {
    await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`documents:${application.applicationUuid}`]);
    await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`documents-of-account:${change.userUuid}`]);
  }
  const usage = async (where: Record<string, unknown>) => {
    const query = db('documents')
      .where({ ...where, isSystemUpload: false })
      .select(db.raw('count(*)::int as count'), db.raw('coalesce(sum(size), 0)::bigint as bytes'));
    if (change.replacingDocumentUuid) query.whereNot({ uuid: change.replacingDocumentUuid });
    const [row] = (await query) as Array<{ count: number; bytes: number }>;
    return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
  };
  const ofApplication = await usage({ applicationType: application.applicationType, applicationUuid: application.applicationUuid });
  if (ofApplication.count + change.addedDocuments > MAX_DOCUMENTS_PER_APPLICATION) return refusals.tooManyDocuments();
  if (ofApplication.bytes + change.addedBytes > MAX_BYTES_PER_APPLICATION) return refusals.tooManyBytes(ofApplication.bytes);
  const ofAccount = await usage({ userUuid: change.userUuid });
  if (ofAccount.bytes + change.addedBytes > MAX_BYTES_PER_ACCOUNT) return refusals.tooManyAccountBytes(ofAccount.bytes);
  return null;
}
