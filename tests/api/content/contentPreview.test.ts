import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { createPreviewToken, verifyPreviewToken } from '#api/services/content/previewTokens';

const SECRET = 'preview-secret-for-tests-0123456789abcdef';
const DRAFT = 'making-an-offer-in-a-competitive-market';
const NOW = new Date('2026-11-20T12:00:00Z');
const PREVIEW = `query ($slug: String!, $token: String!) { articlePreview(slug: $slug, token: $token) { slug title status bodyHtml } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTENT_PREVIEW_SECRET: SECRET }, { now: () => NOW });
});
afterAll(() => t.close());

const tomorrow = new Date(NOW.getTime() + 86_400_000);

describe('draft previews with signed tokens', () => {
  it('shows a draft for a valid token', async () => {
    const token = createPreviewToken(SECRET, DRAFT, tomorrow);
    const result = await t.gql<{ articlePreview: { slug: string; status: string; bodyHtml: string } }>(PREVIEW, { slug: DRAFT, token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.articlePreview).toMatchObject({ slug: DRAFT, status: 'DRAFT' });
    expect(result.data!.articlePreview.bodyHtml).toContain('<table tabindex="0">');
  });

  it('refuses a token for another slug, an expired token, a tampered one and one signed with another secret', async () => {
    const refused = [
      createPreviewToken(SECRET, 'when-does-refinancing-make-sense', tomorrow),
      createPreviewToken(SECRET, DRAFT, new Date(NOW.getTime() - 1000)),
      `${createPreviewToken(SECRET, DRAFT, tomorrow)}x`,
      createPreviewToken('another-secret-that-is-long-enough-000000', DRAFT, tomorrow),
      'not-a-token',
    ];
    for (const token of refused) {
      const result = await t.gql(PREVIEW, { slug: DRAFT, token });
      expect(result.data?.articlePreview ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code, token).toBe('FORBIDDEN');
      expect(result.errors?.[0]?.message).toBe('This preview link is not valid or has expired. Ask for a new one.');
    }
  });

  it('answers null for a valid token whose article does not exist', async () => {
    const token = createPreviewToken(SECRET, 'no-such-article', tomorrow);
    const result = await t.gql(PREVIEW, { slug: 'no-such-article', token });
    expect(result).toEqual({ data: { articlePreview: null } });
  });

  it('verifies tokens without trusting the payload', () => {
    const token = createPreviewToken(SECRET, DRAFT, tomorrow);
    expect(verifyPreviewToken(SECRET, token, DRAFT, NOW)).toBe(true);
    const [, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ slug: DRAFT, exp: 9_999_999_999 })).toString('base64url');
    expect(verifyPreviewToken(SECRET, `${forgedPayload}.${signature}`, DRAFT, NOW)).toBe(false);
  });
});
