import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../../mocks/node';
import { createApolloClient } from './apollo';

type Seen = { contentType: string; body: unknown; credentials: string; csrf: string | null };

function capture() {
  const seen: Seen[] = [];
  mockServer.use(
    http.post('*/graphql', async ({ request }) => {
      const contentType = request.headers.get('content-type') ?? '';
      const body = contentType.includes('multipart') ? 'multipart' : await request.json();
      seen.push({ contentType, body, credentials: request.credentials, csrf: request.headers.get('x-roofline-csrf') });
      const answer = { data: { __typename: 'Query', ok: true } };
      return HttpResponse.json(Array.isArray(body) ? body.map(() => answer) : answer);
    }),
  );
  return seen;
}

describe('GraphQL transport (spec section 7)', () => {
  it('batches operations fired together into one POST with the CSRF header', async () => {
    const seen = capture();
    const client = createApolloClient();
    await Promise.all([1, 2, 3].map((n) => client.query({ query: gql`query probe${n} { ok }`, fetchPolicy: 'network-only' })));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toHaveLength(3);
    expect(seen[0]!.csrf).toBe('1');
  });

  it('sends at most 10 operations per batch', async () => {
    const seen = capture();
    const client = createApolloClient();
    await Promise.all(Array.from({ length: 12 }, (_, n) => client.query({ query: gql`query probe${n} { ok }`, fetchPolicy: 'network-only' })));
    expect(seen.map((request) => (request.body as unknown[]).length)).toEqual([10, 2]);
  });

  it('sends operations named upload… as multipart form data', async () => {
    const seen = capture();
    const client = createApolloClient();
    const file = new File(['statement'], 'statement.pdf', { type: 'application/pdf' });
    await client.mutate({ mutation: gql`mutation uploadStatement($file: File!) { uploadStatement(file: $file) }`, variables: { file } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.contentType).toMatch(/^multipart\/form-data/);
    expect(seen[0]!.csrf).toBe('1');
  });
});
