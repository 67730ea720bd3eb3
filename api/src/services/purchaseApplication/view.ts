import type { PurchaseApplication as PurchaseApplicationGql } from '#generated/server';
import { purchaseApplicationView, type ApplicationParty } from '#core/purchaseApplication/index';
import type { PurchaseApplication } from '../../models/PurchaseApplication.js';

/** The application as the API returns it to one party; documents, offers and history are resolved on demand. */
export type PurchaseApplicationView = Omit<
  PurchaseApplicationGql,
  'documents' | 'offers' | 'stageHistory' | 'missingDocuments' | 'bankAccounts' | 'investments' | 'paymentBankAccountId' | 'propertyUuid'
> & {
  record: PurchaseApplication;
  party: ApplicationParty;
};

/** The stored row as core/purchaseApplication maps it for one party (the mocks map theirs with the same function). */
export function toPurchaseApplicationView(application: PurchaseApplication, party: ApplicationParty): PurchaseApplicationView {
  return { ...(purchaseApplicationView(application, party) as Omit<PurchaseApplicationView, 'record'>), record: application };
}
