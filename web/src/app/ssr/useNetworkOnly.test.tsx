import { ApolloLink, gql, type NormalizedCacheObject, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../apollo';
import { serverDataScript } from './serverData';
import { useNetworkOnly } from './useNetworkOnly';

type Progress = { application: { __typename: 'Application'; id: string; answered: number } };
const PROGRESS: TypedDocumentNode<Progress, { id: string }> = gql`
  query progress($id: ID!) {
    application(id: $id) {
      id
      answered
    }
  }
`;
const answered = (count: number): Progress => ({ application: { __typename: 'Application', id: 'a1', answered: count } });

function ProgressLine() {
  const query = useQuery(PROGRESS, { variables: { id: 'a1' }, ...useNetworkOnly() });
  return <p>{query.data ? `${query.data.application.answered} answered` : 'Loading…'}</p>;
}

/** The server's answer: 9 answered. The network, asked later, has 14. */
function serverPage() {
  const server = createApolloClient(ApolloLink.empty(), { ssrMode: true });
  server.cache.writeQuery({ query: PROGRESS, variables: { id: 'a1' }, data: answered(9) });
  const html = renderToString(
    <ApolloProvider client={server}>
      <ProgressLine />
    </ApolloProvider>,
  );
  return { html, state: server.extract() as NormalizedCacheObject };
}

function browserClient(state: NormalizedCacheObject) {
  const requests = vi.fn();
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        requests();
        observer.next({ data: answered(14) });
        observer.complete();
      }),
  );
  const client = createApolloClient(link);
  client.cache.restore(state);
  return { client, requests };
}

/** Runs the page's data script as the browser does. */
const receiveServerData = (state: NormalizedCacheObject) => new Function(serverDataScript(state, {}).replace(/<\/?script>/g, ''))();

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__ROOFLINE_APOLLO_STATE__;
  delete (window as unknown as Record<string, unknown>).__ROOFLINE_QUERY_RESULTS__;
  document.documentElement.removeAttribute('data-hydrated');
});

describe('a network-only query on a server-rendered page', () => {
  it('is taken over with the server’s answer, then shows what the page saves', async () => {
    const { html, state } = serverPage();
    expect(html).toContain('9 answered');
    receiveServerData(state);
    const { client, requests } = browserClient(state);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const recoverable = vi.fn();
    render(
      <ApolloProvider client={client}>
        <ProgressLine />
      </ApolloProvider>,
      { container, hydrate: true, onRecoverableError: recoverable },
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('9 answered');
    await act(async () => undefined);
    expect(requests).not.toHaveBeenCalled();

    // A save's answer lands in the cache: the page shows it.
    client.cache.writeQuery({ query: PROGRESS, variables: { id: 'a1' }, data: answered(10) });
    expect(await screen.findByText('10 answered')).toBeInTheDocument();
  });

  it('asks the network when its page opens after the first one is live', async () => {
    const { state } = serverPage();
    receiveServerData(state);
    document.documentElement.setAttribute('data-hydrated', '');
    const { client, requests } = browserClient(state);
    render(
      <ApolloProvider client={client}>
        <ProgressLine />
      </ApolloProvider>,
    );
    expect(await screen.findByText('14 answered')).toBeInTheDocument();
    expect(requests).toHaveBeenCalledTimes(1);
  });
});
