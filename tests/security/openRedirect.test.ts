import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '#core/account/safeRedirect';
import { createTestApp } from '../api/harness.js';

const ORIGIN = 'http://localhost:3000';

describe('the login redirect', () => {
  // Each as it arrives in redirectUrl once the query string is decoded.
  it.each([
    ['/\\evil.example', 'backslash read as a slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/\t/evil.example', 'tab removed by the URL parser (/%09/ in the link)'],
    ['/\n/evil.example', 'newline removed by the URL parser'],
    ['\t//evil.example', 'leading tab'],
    [' //evil.example', 'leading space'],
    ['//evil.example', 'protocol-relative'],
    ['///evil.example', 'three slashes'],
    ['/%2F/evil.example', 'encoded slash, two slashes once decoded'],
    ['/%5C/evil.example', 'encoded backslash'],
    ['/%09/evil.example', 'encoded tab'],
    ['/%252F/evil.example', 'doubly encoded slash'],
    ['https://evil.example/', 'absolute URL'],
    ['https:evil.example', 'scheme without slashes'],
    ['http://localhost:3000@evil.example/', 'our origin as userinfo'],
    ['http://user:pass@localhost:3000/', 'userinfo on our origin'],
    ['javascript:alert(document.domain)', 'javascript scheme'],
    ['JaVaScRiPt:alert(1)', 'javascript scheme, mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'data scheme'],
    ['http://localhost:3001/', 'another port'],
    ['https://localhost:3000/', 'another scheme'],
    ['http://[::1', 'unparseable'],
  ])('refuses %j (%s)', (target) => {
    expect(safeRedirectPath(target, ORIGIN)).toBe('/');
  });

  it.each([
    ['/rates', '/rates'],
    ['/application/refinance?step=2#top', '/application/refinance?step=2#top'],
    ['/resources/a%2Fb', '/resources/a%2Fb'],
    ['http://localhost:3000/profile', '/profile'],
    ['profile', '/profile'],
  ])('follows %j on our origin as %j', (target, path) => {
    expect(safeRedirectPath(target, ORIGIN)).toBe(path);
  });

  it('goes home without a target', () => {
    expect(safeRedirectPath(null, ORIGIN)).toBe('/');
    expect(safeRedirectPath('', ORIGIN)).toBe('/');
  });
});

describe('server redirects', () => {
  it('never point to another origin, even for a path that looks like one', async () => {
    const t = await createTestApp();
    try {
      for (const path of ['/blog/%5Cevil.example', '/blog//evil.example', '/blog/\\evil.example']) {
        const response = await t.request(path);
        const location = response.headers.get('location');
        if (location) expect(new URL(location, 'http://localhost:3000').origin).toBe('http://localhost:3000');
      }
    } finally {
      await t.close();
    }
  });
});
