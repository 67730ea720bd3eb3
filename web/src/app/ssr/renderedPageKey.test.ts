import { describe, expect, it } from 'vitest';
import { renderedPageKey } from './renderedPageKey';

// A rendered page is sent again only under the same key (core/pageRendering.ts RenderedPageMemo):
// anything the page shows that is not in the key would be shown stale to the next visitor.
describe('the key a rendered page is kept under', () => {
  const base = {
    url: new URL('https://roofline.test/property/p-1/dashboard?step=2'),
    privacyCookie: 'analytics%3Doff',
    now: new Date('2026-12-06T10:00:00Z'),
    answers: '{"data":{"me":{"firstName":"Alex"}}}',
  };
  const key = (change: Partial<typeof base> = {}) => renderedPageKey({ ...base, ...change });

  it('is the same for the same page, whatever the hour of the day or the URL fragment', () => {
    expect(key({ now: new Date('2026-12-06T23:59:00Z'), url: new URL('https://roofline.test/property/p-1/dashboard?step=2#fees') })).toBe(key());
  });

  it('differs with anything the page shows: its path and query, the privacy choice, the day and every declared answer', () => {
    const others = [
      key({ url: new URL('https://roofline.test/property/p-2/dashboard?step=2') }),
      key({ url: new URL('https://roofline.test/property/p-1/dashboard?step=3') }),
      key({ privacyCookie: undefined }),
      key({ now: new Date('2026-12-07T00:00:00Z') }),
      key({ answers: '{"data":{"me":{"firstName":"Alexandra"}}}' }),
    ];
    expect(new Set([key(), ...others]).size).toBe(others.length + 1);
  });
});
