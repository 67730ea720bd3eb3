import { describe, expect, it } from 'vitest';
import { inProcessRequest } from './inProcessRequest.js';

describe("a page render's in-process GraphQL request", () => {
  it('declares the byte length of a text body, as a browser would, and keeps its headers and body', async () => {
    const body = JSON.stringify([{ operationName: 'me', query: '{ me { firstName } }', variables: { name: 'Zoë' } }]);
    const request = inProcessRequest('http://roofline.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'roofline_session=abc' },
      body,
    });
    expect(request.headers.get('content-length')).toBe(String(new TextEncoder().encode(body).byteLength));
    expect(Number(request.headers.get('content-length'))).toBeGreaterThan(body.length);
    expect(request.headers.get('cookie')).toBe('roofline_session=abc');
    expect(await request.text()).toBe(body);
  });

  it('leaves a request without a text body as it was asked', () => {
    const request = inProcessRequest('http://roofline.test/graphql?query=%7B__typename%7D');
    expect(request.method).toBe('GET');
    expect(request.headers.get('content-length')).toBeNull();
  });
});
