import { use, type ComponentType, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { useClientSource } from './clientSource';

/**
 * Pages that use Apollo's hooks render inside this: it waits (suspends) for the client, which
 * the browser loads with the page's own chunk, then provides it.
 */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  const source = useClientSource();
  const client = source.current() ?? use(source.load());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

export function withApolloBoundary<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function PageWithApollo(props: P) {
    return (
      <ApolloBoundary>
        <Page {...props} />
      </ApolloBoundary>
    );
  }
  PageWithApollo.displayName = `WithApollo(${Page.displayName ?? Page.name})`;
  return PageWithApollo;
}
