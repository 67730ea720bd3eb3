import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { graphql as execute, parse } from 'graphql';
import { createMockSchema } from './schema';
import { answerAsAsked } from './selection';
import { operationHandlers } from './operations';
import { restHandlers } from './rest';
import { documentDownloadHandlers, documentUploadHandlers } from './documents';

type GraphQLBody = { query: string; variables?: Record<string, unknown>; operationName?: string };

let mockSchema: ReturnType<typeof createMockSchema> | undefined;

/** A typed handler's own answer (kept whole: status, headers, network errors), or the schema's. */
async function resolveOperation(operation: GraphQLBody, handlers: RequestHandler[], url: string): Promise<Response> {
  const single = new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(operation) });
  const typed = await getResponse(handlers, single);
  if (typed) return asAsked(typed, operation);
  // No typed mock: answer from the schema itself, and say so, so missing mocks are noticed.
  console.warn(`[mocks] no typed mock for operation "${operation.operationName ?? 'anonymous'}"; answering from the schema`);
  mockSchema ??= createMockSchema();
  return HttpResponse.json((await execute({ schema: mockSchema, source: operation.query, variableValues: operation.variables ?? {} })) as never);
}

/** A typed answer with only the fields the operation asked for; anything else (a network error, no JSON) as it came. */
async function asAsked(response: Response, operation: GraphQLBody): Promise<Response> {
  if (response.type === 'error' || !response.headers.get('Content-Type')?.includes('json')) return response;
  const body = (await response.clone().json()) as { data?: unknown };
  if (!body || typeof body !== 'object' || !body.data) return response;
  const answer = { ...body, data: answerAsAsked(operation.query, operation.operationName, body.data) };
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(answer), { status: response.status, statusText: response.statusText, headers });
}

/**
 * The whole mocked API. Typed per-operation handlers (overrides first) are consulted for every
 * operation, including each one inside a batched request (a JSON array, which MSW's graphql
 * handlers cannot match on their own); the schema-derived catch-all answers the rest.
 */
export function createMockHandlers(overrides: RequestHandler[] = []): RequestHandler[] {
  const graphqlHandlers = [...overrides, ...operationHandlers];
  return [
    ...documentUploadHandlers,
    http.post('*/graphql', async ({ request }) => {
      const body = (await request.json()) as GraphQLBody | GraphQLBody[];
      const operations = Array.isArray(body) ? body : [body];
      for (const operation of operations) parse(operation.query);
      const responses = await Promise.all(operations.map((operation) => resolveOperation(operation, graphqlHandlers, request.url)));
      // One operation failing on the network fails the whole request, as it would over the wire.
      if (responses.some((response) => response.type === 'error')) return HttpResponse.error();
      if (!Array.isArray(body)) return responses[0]!;
      return HttpResponse.json((await Promise.all(responses.map((response) => response.json()))) as never);
    }),
    ...restHandlers,
    ...documentDownloadHandlers,
  ];
}
