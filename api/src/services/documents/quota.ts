import type { Knex } from 'knex';
import { MAX_BYTES_PER_APPLICATION, MAX_DOCUMENTS_PER_APPLICATION, refusals, type ApplicationType, type DocumentRefusal } from '#core/documents/index';

/**
 * Whether an application can take `addedBytes` more of uploaded documents (generated ones do not
 * count). Inside a transaction it first takes a lock per application, so two uploads at once
 * cannot both squeeze under the limit.
 */
export async function quotaRefusal(
  db: Knex | Knex.Transaction,
  application: { applicationType: ApplicationType; applicationUuid: string },
  change: { addedBytes: number; addedDocuments: number; replacingDocumentUuid?: string },
): Promise<DocumentRefusal | null> {
  if (db.isTransaction) await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`documents:${application.applicationUuid}`]);
  const query = db('documents')
    .where({ applicationType: application.applicationType, applicationUuid: application.applicationUuid, isSystemUpload: false })
    .select(db.raw('count(*)::int as count'), db.raw('coalesce(sum(size), 0)::bigint as bytes'));
  if (change.replacingDocumentUuid) query.whereNot({ uuid: change.replacingDocumentUuid });
  const [usage] = (await query) as Array<{ count: number; bytes: number }>;
  const count = Number(usage?.count ?? 0);
  const bytes = Number(usage?.bytes ?? 0);
  if (count + change.addedDocuments > MAX_DOCUMENTS_PER_APPLICATION) return refusals.tooManyDocuments();
  if (bytes + change.addedBytes > MAX_BYTES_PER_APPLICATION) return refusals.tooManyBytes(bytes);
  return null;
}
