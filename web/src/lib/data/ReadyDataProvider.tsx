import { useMemo, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { readyClientSource } from './clientSource';
import { DataProvider } from './DataProvider';

/** A client that is there from the start (the server, tests, stories): for the shell and Apollo's hooks alike. */
export function ReadyDataProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const source = useMemo(() => readyClientSource(client), [client]);
  return (
    <ApolloProvider client={client}>
      <DataProvider source={source}>{children}</DataProvider>
    </ApolloProvider>
  );
}
