import type { PurchaseApplicationValues } from '#core/purchaseApplication/index';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { toCoreValues } from '../../model/answers';

/** The application as the question flow holds it: the API's fields plus core's values the engine reads. */
export type ClientPurchaseApplication = PurchaseApplication_ApplicationFragment & { values: PurchaseApplicationValues };

export function toClientPurchaseApplication(application: PurchaseApplication_ApplicationFragment): ClientPurchaseApplication {
  return { ...application, values: toCoreValues(application.applicationValues) };
}
