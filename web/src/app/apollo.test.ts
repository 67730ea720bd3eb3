import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { http, HttpResponse } from 'msw';
import { mockServer } from '#mocks/node';
import { TIME_ZONE_HEADER } from '#core/timeZoneHeader';
import { createApolloClient } from './apollo';

type Seen = { contentType: string; body: unknown; credentials: string; csrf: string | null; timeZone: string | null };

function capture() {
  const seen: Seen[] = [];
  mockServer.use(
    http.post('*/graphql', async ({ request }) => {
      const contentType = request.headers.get('content-type') ?? '';
      const body = contentType.includes('multipart') ? 'multipart' : await request.json();
      seen.push({
        contentType,
        body,
        credentials: request.credentials,
        csrf: request.headers.get('x-roofline-csrf'),
        timeZone: request.headers.get(TIME_ZONE_HEADER),
      });
      // The probes below are queries of `ok`; the one multipart request is the upload mutation.
      if (body === 'multipart') return HttpResponse.json({ data: { uploadStatement: true } });
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
    // The server judges date rules on the applicant's calendar date, in this zone.
    expect(seen[0]!.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
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
    await client.mutate({
      mutation: gql`
        mutation uploadStatement($file: File!) {
          uploadStatement(file: $file)
        }
      `,
      variables: { file },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.contentType).toMatch(/^multipart\/form-data/);
    expect(seen[0]!.csrf).toBe('1');
  });
});

describe('Idempotency-Key on create mutations', () => {
  const CREATE = gql`
    mutation CreatePrequal {
      createPrequal(prequalInput: {}) {
        errors {
          code
        }
      }
    }
  `;

  function answering(statuses: number[]) {
    const keys: Array<string | null> = [];
    mockServer.use(
      http.post('*/graphql', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        const body = (await request.json()) as unknown;
        const status = statuses[keys.length - 1] ?? 200;
        if (status !== 200)
          return HttpResponse.json({ errors: [{ message: 'busy', extensions: { code: 'SERVER_BUSY' } }] }, { status, headers: { 'Retry-After': '1' } });
        const answer = { data: { ok: true, createPrequal: { __typename: 'CreatePrequalPayload', errors: [] } } };
        return HttpResponse.json(Array.isArray(body) ? body.map(() => answer) : answer);
      }),
    );
    return keys;
  }

  it('sends a fresh key with each create mutation and none with a query', async () => {
    const keys = answering([]);
    const client = createApolloClient();
    await client.mutate({ mutation: CREATE });
    await client.mutate({ mutation: CREATE });
    await client.query({
      query: gql`
        query probe {
          ok
        }
      `,
      fetchPolicy: 'network-only',
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });

  it('retries a create mutation the server shed with the same key', async () => {
    const keys = answering([503]);
    const client = createApolloClient();
    const result = await client.mutate({ mutation: CREATE });
    expect(result.data).toMatchObject({ createPrequal: { __typename: 'CreatePrequalPayload', errors: [] } });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('never retries other mutations', async () => {
    const keys = answering([503]);
    const client = createApolloClient();
    const result = await client.mutate({
      mutation: gql`
        mutation Save {
          updateProfile(input: {}) {
            ok
          }
        }
      `,
    });
    expect(result.error).toBeDefined();
    expect(keys).toEqual([null]);
  });
});

describe('retrying a create mutation that got no answer', () => {
  it('tries once more with the same key, then reports the failure', async () => {
    const keys: Array<string | null> = [];
    mockServer.use(
      http.post('*/graphql', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.error();
      }),
    );
    const client = createApolloClient();
    const result = await client.mutate({
      mutation: gql`
        mutation CreatePrequal {
          createPrequal(prequalInput: {}) {
            errors {
              code
            }
          }
        }
      `,
    });
    expect(result.error).toBeDefined();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
