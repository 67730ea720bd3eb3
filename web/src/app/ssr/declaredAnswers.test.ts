import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '#generated/shell';
import { ResourcesCategoryDocument } from '#generated/resources';
import { createApolloClient } from '../apollo';
import { pageQuery } from '../../lib/data/pageQuery';
import { askDeclaredQueries } from './declaredAnswers';

const me = pageQuery(MeDocument);
const noCategory = { articleCategory: null, articles: null };
const category = pageQuery(ResourcesCategoryDocument, { slug: 'refinancing' });

/** A client whose operations the declared answers serve first; the rest reach a network that records them. */
function clientWith(answers: Awaited<ReturnType<typeof askDeclaredQueries>>) {
  const network: string[] = [];
  const terminal = new ApolloLink((operation) => {
    network.push(`${operation.operationName} ${JSON.stringify(operation.variables)}`);
    return of({ data: operation.operationName === 'me' ? { me: null } : noCategory });
  });
  return { client: createApolloClient(ApolloLink.from([answers.link, terminal]), { ssrMode: true }), network };
}

const answering = (results: unknown) => {
  const requests: Array<{ operationName: string; variables: unknown }[]> = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(results), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
};

describe('the declared queries asked before a page renders', () => {
  it('are asked in one request, and answer the client from it; anything else goes on to the network', async () => {
    const { fetch, requests } = answering([{ data: { me: null } }, { data: noCategory }]);
    const answers = await askDeclaredQueries({ uri: 'http://x.test/graphql', fetch, headers: {}, queries: [me, category] });
    expect(requests.map((batch) => batch.map(({ operationName, variables }) => `${operationName} ${JSON.stringify(variables)}`))).toEqual([
      ['me {}', 'resourcesCategory {"slug":"refinancing"}'],
    ]);
    expect(answers.text).toBe('[{"data":{"me":null}},{"data":{"articleCategory":null,"articles":null}}]');
    const { client, network } = clientWith(answers);
    expect((await client.query({ query: MeDocument })).data).toEqual({ me: null });
    expect((await client.query({ query: ResourcesCategoryDocument, variables: { slug: 'refinancing' } })).data).toEqual(noCategory);
    expect(network).toEqual([]);
    expect(answers.forwarded()).toBe(0);
    // Other variables are another query.
    await client.query({ query: ResourcesCategoryDocument, variables: { slug: 'buying' } });
    expect(network).toEqual(['resourcesCategory {"slug":"buying"}']);
    expect(answers.forwarded()).toBe(1);
  });

  it('give a failed query’s answer once, then let the client ask it again', async () => {
    const { fetch } = answering([{ data: { me: null } }, { data: null, errors: [{ message: 'Something went wrong.' }] }]);
    const answers = await askDeclaredQueries({ uri: 'http://x.test/graphql', fetch, headers: {}, queries: [me, category] });
    const { client, network } = clientWith(answers);
    const failed = await client.query({ query: ResourcesCategoryDocument, variables: { slug: 'refinancing' } });
    expect(failed.error?.message).toBe('Something went wrong.');
    expect(network).toEqual([]);
    await client.query({ query: ResourcesCategoryDocument, variables: { slug: 'refinancing' } });
    expect(network).toEqual(['resourcesCategory {"slug":"refinancing"}']);
  });

  it('leave every query to the client when their request fails', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const answers = await askDeclaredQueries({ uri: 'http://x.test/graphql', fetch, headers: {}, queries: [me] });
    expect(answers.text).toBe('');
    const { client, network } = clientWith(answers);
    await client.query({ query: MeDocument });
    expect(network).toEqual(['me {}']);
  });

  it('leave every query of a batch to the client when its answer is not that batch', async () => {
    const { fetch } = answering([{ data: { me: null } }]);
    const answers = await askDeclaredQueries({ uri: 'http://x.test/graphql', fetch, headers: {}, queries: [me, category] });
    const { client, network } = clientWith(answers);
    await client.query({ query: MeDocument });
    await client.query({ query: ResourcesCategoryDocument, variables: { slug: 'refinancing' } });
    expect(network).toEqual(['me {}', 'resourcesCategory {"slug":"refinancing"}']);
    expect(answers.forwarded()).toBe(2);
  });
});
