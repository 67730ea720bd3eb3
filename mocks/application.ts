import type { ApplicationParty } from '#core/application/parties';
import { mockSession } from './session';

// The one mock application workflow, shaped as api/src/services/application/ is on the server:
// each product hands it its store and its rules, and every other mock (documents, bank links)
// finds any product's application through it, so a uuid that is not hers reads NOT_FOUND there too.

/** The kinds of application the mocks keep, by the API's applicationType. */
export type MockApplicationType = 'PURCHASE' | 'RESTRUCTURE' | 'REFINANCE';

/** What a product gives the workflow: its records, how one is found and how one is started. */
export interface MockProduct<Record extends { uuid: string }> {
  type: MockApplicationType;
  store: Map<string, Record>;
  /** The record with what the server's jobs did since the last read; the store's by default. */
  find?: (uuid: string) => Record | undefined;
  /** The signed-in user's part in it: the applicant unless the product keeps a co-applicant. */
  party?: (record: Record) => ApplicationParty;
  /** A fresh application of hers at its first stage, for tests and stories that need one to exist. */
  start: (uuid: string) => void;
}

// Each product's record type is its own: the registry only finds records and asks their party.
const products = new Map<MockApplicationType, MockProduct<{ uuid: string }>>();

export const mockApplications = {
  /** Called once by each product's mock module as it loads. */
  register<Record extends { uuid: string }>(product: MockProduct<Record>): MockProduct<Record> {
    products.set(product.type, product as unknown as MockProduct<{ uuid: string }>);
    return product;
  },
  /**
   * The signed-in user's application of that type and her part in it; undefined for a visitor and
   * for one that does not exist or is not hers (the API answers NOT_FOUND for both alike).
   */
  find(type: string, uuid: string): { party: ApplicationParty } | undefined {
    const product = products.get(type as MockApplicationType);
    if (!product || !mockSession.isLoggedIn()) return undefined;
    const record = product.find ? product.find(uuid) : product.store.get(uuid);
    return record && { party: product.party?.(record) ?? 'APPLICANT' };
  },
  start(type: MockApplicationType, uuid: string): void {
    products.get(type)?.start(uuid);
  },
};
