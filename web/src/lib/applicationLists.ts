import type { ApolloCache } from '@apollo/client';
import { addApplication } from '#core/applicationLists/index';
import {
  PurchaseApplicationsDocument,
  RefinanceApplicationsDocument,
  RestructureApplicationsDocument,
  type PurchaseApplicationsQuery,
  type RefinanceApplicationsQuery,
  type RestructureApplicationsQuery,
} from '#generated/shell';

type ListEntry = {
  restructure: RestructureApplicationsQuery['restructureApplications'][number];
  refinance: RefinanceApplicationsQuery['refinanceApplications'][number];
  purchase: PurchaseApplicationsQuery['purchaseApplications'][number];
};

/**
 * Puts a just-started (or just-answered) application into the navigation's list in the
 * Apollo cache, so the menu shows it at once rather than after a reload. The spec's rule
 * holds: an application already in the list is ignored. A list not yet fetched is left
 * alone; it arrives from the server with the application in it.
 */
export function addApplicationToList<K extends keyof ListEntry>(cache: ApolloCache, kind: K, application: ListEntry[K]): void {
  if (kind === 'restructure') {
    const entry = application as ListEntry['restructure'];
    cache.updateQuery({ query: RestructureApplicationsDocument }, (data) =>
      data ? { ...data, restructureApplications: [...addApplication(data.restructureApplications, entry)] } : undefined,
    );
  } else if (kind === 'refinance') {
    const entry = application as ListEntry['refinance'];
    cache.updateQuery({ query: RefinanceApplicationsDocument }, (data) =>
      data ? { ...data, refinanceApplications: [...addApplication(data.refinanceApplications, entry)] } : undefined,
    );
  } else {
    const entry = application as ListEntry['purchase'];
    cache.updateQuery({ query: PurchaseApplicationsDocument }, (data) =>
      data ? { ...data, purchaseApplications: [...addApplication(data.purchaseApplications, entry)] } : undefined,
    );
  }
}
