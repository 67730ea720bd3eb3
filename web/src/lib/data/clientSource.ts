import { createContext, useContext } from 'react';
import type { ApolloClient } from '@apollo/client';

/**
 * Where the Apollo client comes from. In the browser it is loaded on first need (a page that
 * queries, a mutation, a query the server did not answer), so a server-rendered page that needs
 * none of that never downloads it; on the server and in tests it is there from the start.
 */
export interface ClientSource {
  /** The client, if it has been loaded. */
  current(): ApolloClient | undefined;
  /** The client, loading it once. */
  load(): Promise<ApolloClient>;
  /** Called once when the client has loaded (at once if it already has). */
  onLoad(listener: (client: ApolloClient) => void): void;
}

export function readyClientSource(client: ApolloClient): ClientSource {
  return { current: () => client, load: () => Promise.resolve(client), onLoad: (listener) => listener(client) };
}

export function lazyClientSource(create: () => Promise<ApolloClient>): ClientSource {
  let client: ApolloClient | undefined;
  let loading: Promise<ApolloClient> | undefined;
  const listeners: Array<(client: ApolloClient) => void> = [];
  return {
    current: () => client,
    load() {
      loading ??= create().then(
        (created) => {
          client = created;
          for (const listener of listeners.splice(0)) listener(created);
          return created;
        },
        (error: unknown) => {
          // A failed chunk load may succeed on the next try.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    onLoad(listener) {
      if (client) listener(client);
      else listeners.push(listener);
    },
  };
}

export const ClientSourceContext = createContext<ClientSource | null>(null);

export function useClientSource(): ClientSource {
  const source = useContext(ClientSourceContext);
  if (!source) throw new Error('useClientSource must be used inside <DataProvider>.');
  return source;
}
