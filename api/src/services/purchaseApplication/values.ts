import { EMPTY_PURCHASE_VALUES, type PurchaseApplicationValues } from '#core/purchaseApplication/index';
import type { PurchaseApplication } from '../../models/PurchaseApplication.js';

/** The stored answers with every field present (answers added later default to null). */
export function valuesOf(application: Pick<PurchaseApplication, 'applicationValues'>): PurchaseApplicationValues {
  return { ...EMPTY_PURCHASE_VALUES, ...application.applicationValues };
}
