import type { ApolloCache } from '@apollo/client';

/**
 * Keeps the signed-in user's hasSavedCreditCard right in the cache after a card is saved or
 * removed. Refetching `me` instead would put the login guard back into loading and remount the
 * page mid-verification.
 */
export function markHasSavedCreditCard(cache: ApolloCache, saved: boolean): void {
  const root = cache.extract() as { ROOT_QUERY?: { me?: { __ref?: string } | null } };
  const userRef = root.ROOT_QUERY?.me?.__ref;
  if (userRef) cache.modify({ id: userRef, fields: { hasSavedCreditCard: () => saved } });
}
