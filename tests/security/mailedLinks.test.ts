import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPLETE_SINGLE_BORROWER_ANSWERS as complete } from '#core/refinanceApplication/fixtures';
import { loadConfig } from '../../api/src/config.js';
import { createTestApp, type TestApp } from '../api/harness.js';
import { answerEverything, DEMO, insertPrequal, insertUser, START, SUBMIT, type Payload } from '../api/refinanceApplicationSupport.js';

// Unset, as on a machine that never configured it: links go to the local address, not the Host.
const PUBLIC_ORIGIN = 'http://localhost:3000';
const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http', Forwarded: 'host=evil.example' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: undefined }, { jobs: true });
  // Starting the job queue (pg-boss creates its schema) is slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

/** A GraphQL call as an attacker sends it: to our server, under another Host. */
async function forgedGql<T>(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const response = await t.app.request('http://evil.example/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1', ...FORGED, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T };
}

async function mailedLinks(email: string, subject?: string): Promise<string[]> {
  const messages = await t.db('mailOutbox').where({ toAddress: email, ...(subject ? { subject } : {}) });
  return messages.flatMap((message: { links: string[] }) => message.links);
}

describe('mailed links under a forged Host header', () => {
  it('point to PUBLIC_ORIGIN in the password reset mail', async () => {
    // Its own account: the demo user also gets the application submission mail.
    await insertUser(t, 'forgotten@example.com', 'a-long-enough-password-1');
    await forgedGql('mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { ok } }', { email: 'forgotten@example.com' });
    // Sent by the job queue, off the request path.
    const links = await vi.waitFor(
      async () => {
        const mailed = await mailedLinks('forgotten@example.com', 'Reset your Roofline password');
        expect(mailed).toHaveLength(1);
        return mailed;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/login\/reset-password\/[\w-]{40,}$/);
  });

  it('point to PUBLIC_ORIGIN in the email verification mail', async () => {
    await insertUser(t, 'unverified@example.com', 'a-long-enough-password-1');
    const cookie = await t.sessionCookie('unverified@example.com', 'a-long-enough-password-1');
    await forgedGql('mutation { requestEmailVerification { ok } }', {}, cookie);
    const links = await mailedLinks('unverified@example.com');
    expect(links).toHaveLength(1);
    expect(new URL(links[0]!).origin).toBe(PUBLIC_ORIGIN);
  });

  it('point to PUBLIC_ORIGIN in the application submission mail', async () => {
    const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
    const prequalUuid = await insertPrequal(t, DEMO.uuid);
    const started = await t.gql<{ startRefinanceApplication: Payload }>(START, { input: { prequalUuid } }, cookie);
    const uuid = started.data!.startRefinanceApplication.refinanceApplication!.uuid;
    await answerEverything(t, cookie, uuid, complete);
    const submitted = await forgedGql<{ submitRefinanceApplication: Payload }>(SUBMIT, { uuid }, cookie);
    expect(submitted.data?.submitRefinanceApplication.errors).toEqual([]);
    const links = (await mailedLinks(DEMO.email)).filter((link) => link.includes('/application/'));
    expect(links).toEqual([`${PUBLIC_ORIGIN}/application/refinance/${uuid}`]);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://roofline.example/' }).publicOrigin).toBe('https://roofline.example');
  });

  it('defaults to the local address outside production, and takes only http(s) origins', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3103' }).publicOrigin).toBe('http://localhost:3103');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript://roofline.example' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
