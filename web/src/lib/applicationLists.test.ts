import { describe, expect, it } from 'vitest';
import { InMemoryCache } from '@apollo/client';
import { PurchaseApplicationsDocument, RefinanceApplicationsDocument, RestructureApplicationsDocument } from '#generated/shell';
import { addApplicationToList } from './applicationLists';

const cache = () =>
  new InMemoryCache({
    typePolicies: {
      RefinanceApplication: { keyFields: ['uuid'] },
      RestructureApplication: { keyFields: ['uuid'] },
      PurchaseApplication: { keyFields: ['uuid'] },
      Location: { merge: true },
    },
  });
const larkin = { __typename: 'Location' as const, streetNumber: '1450', streetName: 'Larkin St', unitNumber: null, zip: '94109' };
const refinance = (uuid: string) => ({ __typename: 'RefinanceApplication' as const, uuid, propertyLocation: larkin });

describe('adding a started application to the navigation lists in the cache (spec section 3)', () => {
  it('appends a new application to a list already fetched', () => {
    const store = cache();
    store.writeQuery({ query: RefinanceApplicationsDocument, data: { __typename: 'Query', refinanceApplications: [refinance('a')] } });
    addApplicationToList(store, 'refinance', refinance('b'));
    expect(store.readQuery({ query: RefinanceApplicationsDocument })?.refinanceApplications.map((entry) => entry.uuid)).toEqual(['a', 'b']);
  });

  it('ignores an application whose uuid is already listed', () => {
    const store = cache();
    store.writeQuery({ query: RefinanceApplicationsDocument, data: { __typename: 'Query', refinanceApplications: [refinance('a')] } });
    addApplicationToList(store, 'refinance', refinance('a'));
    addApplicationToList(store, 'refinance', refinance('a'));
    expect(store.readQuery({ query: RefinanceApplicationsDocument })?.refinanceApplications).toHaveLength(1);
  });

  it('leaves a list that was never fetched for the server to answer', () => {
    const store = cache();
    addApplicationToList(store, 'refinance', refinance('a'));
    expect(store.readQuery({ query: RefinanceApplicationsDocument })).toBeNull();
  });

  it('keeps each kind in its own list', () => {
    const store = cache();
    store.writeQuery({ query: RestructureApplicationsDocument, data: { __typename: 'Query', restructureApplications: [] } });
    store.writeQuery({ query: PurchaseApplicationsDocument, data: { __typename: 'Query', purchaseApplications: [] } });
    addApplicationToList(store, 'restructure', { __typename: 'RestructureApplication', uuid: 'r', propertyLocation: larkin });
    addApplicationToList(store, 'purchase', { __typename: 'PurchaseApplication', uuid: 'p' });
    expect(store.readQuery({ query: RestructureApplicationsDocument })?.restructureApplications.map((entry) => entry.uuid)).toEqual(['r']);
    expect(store.readQuery({ query: PurchaseApplicationsDocument })?.purchaseApplications.map((entry) => entry.uuid)).toEqual(['p']);
  });
});
