import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { FeatureFlagsDocument, MeDocument } from '#generated/shell';
import { createApolloClient } from '../../app/apollo';
import { lazyClientSource } from './clientSource';
import { LiveQueryStore } from './liveQueryStore';
import { queryKey } from './queryKey';

const FLAGS_KEY = queryKey(FeatureFlagsDocument, undefined);
const ME_KEY = queryKey(MeDocument, {});
const serverFlags = { __typename: 'Query', featureFlags: { __typename: 'FeatureFlags', privacyCookie: false } };

/** A client source that counts how often the (mocked) Apollo client had to be loaded. */
function countedSource() {
  const create = vi.fn(async () => createApolloClient());
  return { source: lazyClientSource(create), create };
}

describe('the shell’s live queries', () => {
  it('keys a query by its name and variables, whatever their order', () => {
    expect(queryKey(MeDocument, undefined)).toBe('me:{}');
    expect(queryKey(FeatureFlagsDocument, { b: 1, a: { d: 2, c: undefined } })).toBe('featureFlags:{"a":{"d":2},"b":1}');
  });

  it('serves what the server answered without loading the client', () => {
    const { source, create } = countedSource();
    const store = new LiveQueryStore(source, { [FLAGS_KEY]: serverFlags });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(FLAGS_KEY, FeatureFlagsDocument, undefined, listener);
    expect(store.read(FLAGS_KEY, FeatureFlagsDocument, undefined)).toEqual({ data: serverFlags, loading: false, error: undefined });
    expect(create).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('loads the client and asks for a query the server did not answer', async () => {
    const { source, create } = countedSource();
    const store = new LiveQueryStore(source);
    expect(store.read(ME_KEY, MeDocument, {})).toMatchObject({ data: undefined, loading: true });
    const listener = vi.fn();
    store.subscribe(ME_KEY, MeDocument, {}, listener);
    await waitFor(() => expect(store.read(ME_KEY, MeDocument, {})).toMatchObject({ loading: false, data: { me: null } }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
  });

  it('goes live once the client loads, so a cache write (logging out) reaches an answered query', async () => {
    const { source } = countedSource();
    const signedIn = {
      __typename: 'Query',
      me: {
        __typename: 'User',
        uuid: 'u-1',
        firstName: 'Dana',
        lastName: 'Reyes',
        fullName: 'Dana Reyes',
        email: 'demo@roofline.test',
        emailVerifiedAt: null,
        hasPassword: true,
        properties: [],
      },
    };
    const store = new LiveQueryStore(source, { [ME_KEY]: signedIn });
    const listener = vi.fn();
    store.subscribe(ME_KEY, MeDocument, {}, listener);
    expect(store.read(ME_KEY, MeDocument, {}).data).toEqual(signedIn);

    const client = await source.load();
    client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: null } });
    await waitFor(() => expect(store.read(ME_KEY, MeDocument, {}).data).toEqual({ me: null }));
    expect(listener).toHaveBeenCalled();
  });

  it('reports a client that fails to load as the query’s error, and tries again on refetch', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(async () => createApolloClient());
    const store = new LiveQueryStore(lazyClientSource(create));
    store.subscribe(ME_KEY, MeDocument, {}, () => undefined);
    await waitFor(() => expect(store.read(ME_KEY, MeDocument, {}).error?.message).toBe('chunk failed'));
    store.refetch(ME_KEY);
    await waitFor(() => expect(store.read(ME_KEY, MeDocument, {})).toMatchObject({ data: { me: null }, error: undefined }));
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('watches once when a subscriber leaves and comes back before the client arrives', async () => {
    let resolveClient: (client: ReturnType<typeof createApolloClient>) => void = () => undefined;
    const source = lazyClientSource(() => new Promise((resolve) => (resolveClient = resolve)));
    const store = new LiveQueryStore(source);
    const unsubscribe = store.subscribe(ME_KEY, MeDocument, {}, () => undefined);
    unsubscribe();
    store.subscribe(ME_KEY, MeDocument, {}, () => undefined);
    const client = createApolloClient();
    const watchQuery = vi.spyOn(client, 'watchQuery');
    resolveClient(client);
    await waitFor(() => expect(store.read(ME_KEY, MeDocument, {})).toMatchObject({ loading: false, data: { me: null } }));
    expect(watchQuery).toHaveBeenCalledTimes(1);
  });
});
