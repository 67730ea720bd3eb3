import { readFileSync } from 'node:fs';
import path from 'node:path';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';

// The parser Lighthouse's is-crawlable audit uses, so the rules mean here what they mean there.
const ORIGIN = 'https://roofline.example';
const robots = robotsParser(`${ORIGIN}/robots.txt`, readFileSync(path.resolve(import.meta.dirname, '../../web/public/robots.txt'), 'utf8'));
const crawlable = (route: string) => robots.isAllowed(`${ORIGIN}${route}`, 'Googlebot');

describe('robots.txt', () => {
  it('lets search engines find the public pages, the product landings and the open prequal starts (spec §1)', () => {
    for (const route of ['/', '/rates', '/cash', '/partner', '/purchase/create-account', '/resources', '/application/refinance', '/application/partner'])
      expect(crawlable(route), route).toBe(true);
  });

  it('keeps out every page that belongs to one person: applications with their uuid, the profile, dashboards, draft previews', () => {
    for (const route of [
      '/application/refinance/9b2f6d1e-0000-4000-8000-000000000001',
      '/application/partner/9b2f6d1e-0000-4000-8000-000000000001',
      '/application/purchase/9b2f6d1e-0000-4000-8000-000000000001',
      '/application/refinance/',
      '/profile',
      '/property/9b2f6d1e-0000-4000-8000-000000000001/dashboard',
      '/resources/article/preview/some-draft',
    ])
      expect(crawlable(route), route).toBe(false);
  });
});
