/**
 * A page render's GraphQL request, made as the browser's would be but handed to the app in this
 * process. A text body gets the Content-Length a client would send: /graphql takes a declared
 * length within its limit as the body's length and reads the body at once, where a body of
 * unknown length is counted through a stream as it arrives (api/src/graphql/streamingUploads.ts).
 */
export function inProcessRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  if (typeof init?.body !== 'string') return new Request(input, init);
  const headers = new Headers(init.headers);
  headers.set('content-length', String(Buffer.byteLength(init.body)));
  return new Request(input, { ...init, headers });
}
