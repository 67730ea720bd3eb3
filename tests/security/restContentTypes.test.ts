import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_MEDIA_TYPE } from '../../api/src/rest/requireBodyType.js';
import { createTestApp, type TestApp } from '../api/harness.js';

const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (path: string, body: BodyInit | null, contentType: string | null, method = 'POST') =>
  t.request(path, { method, headers: contentType === null ? {} : { 'Content-Type': contentType }, body });

const UNSUPPORTED = { message: UNSUPPORTED_MEDIA_TYPE.message, code: UNSUPPORTED_MEDIA_TYPE.code };

describe('REST request bodies', () => {
  it('refuses a NUL byte in a login not labelled JSON with 415, never 500', async () => {
    const response = await send('/api/v1/users/login', JSON.stringify({ email: 'sam\u0000@example.com', password: 'whatever-password' }), 'text/plain');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(UNSUPPORTED);
  });

  it.each([
    ['text/plain', '/api/v1/users/login', JSON.stringify(DEMO)],
    ['text/plain;charset=UTF-8', '/api/v1/events', JSON.stringify({ type: 'page', anonymousId: 'a1', properties: { path: '/' } })],
    ['application/xml', '/api/v1/users/login', '<login/>'],
    ['multipart/form-data; boundary=x', '/api/v1/users/login', '--x--'],
    ['application/x-www-form-urlencoded', '/api/v1/events', 'type=page'],
    ['application/octet-stream', '/api/v1/events', new Uint8Array([0, 159, 146, 150])],
    ['no content type', '/api/v1/users/login', null],
  ])('answers a body of %s to %s with 415 and a coded message', async (contentType, path, body) => {
    const response = await send(path, body, contentType === 'no content type' ? null : contentType);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(UNSUPPORTED);
  });

  it('still takes JSON, with or without a charset', async () => {
    expect((await send('/api/v1/users/login', JSON.stringify(DEMO), 'application/json')).status).toBe(200);
    expect((await send('/api/v1/users/login', JSON.stringify(DEMO), 'Application/JSON; charset=utf-8')).status).toBe(200);
  });

  it('still logs out without a body', async () => {
    expect((await send('/api/v1/users/me/token', null, null, 'DELETE')).status).toBe(204);
  });
});
