/**
 * Old and short URLs and where they now live (spec section 2). The API answers them as HTTP
 * redirects and the web router as client-side navigations, from this one table.
 * `from` matches the whole path; $1 in `to` is its first group.
 */
export const REDIRECTS: ReadonlyArray<{ from: RegExp; to: string; status: 301 | 302 }> = [
  { from: /^\/account\/?$/, to: '/profile', status: 301 },
  { from: /^\/blog\/?$/, to: '/resources', status: 301 },
  { from: /^\/blog\/([^/]+)\/?$/, to: '/resources/$1', status: 301 },
  { from: /^\/article\/([^/]+)\/?$/, to: '/resources/$1', status: 301 },
  { from: /^\/buy\/?$/, to: '/buy/waitlist', status: 302 },
  { from: /^\/(?:documents|find|onboarding)\/?$/, to: '/', status: 301 },
  { from: /^\/[a-z0-9-]+-account\/apply\/?$/, to: '/rates/summary', status: 301 },
  { from: /^\/[a-z0-9-]+-account\/?$/, to: '/', status: 301 },
  // Retired articles whose content was folded into other guides (302: the slugs may return).
  {
    from: /^\/resources\/(?:what-is-a-home-equity-investment|home-equity-investment-vs-heloc|roofline-partnership-explained|how-to-refinance-in-2019|refinance-checklist-2020)\/?$/,
    to: '/resources',
    status: 302,
  },
  { from: /^\/resources\/(?!categories\/|article\/)[^/]+\/([^/]+)\/?$/, to: '/resources/$1', status: 301 },
];

/** The redirect for a path, if the table has one; the query string is carried over. */
export function findRedirect(pathname: string, search = ''): { location: string; status: 301 | 302 } | null {
  for (const rule of REDIRECTS) {
    const match = rule.from.exec(pathname);
    if (match) return { location: rule.to.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '') + search, status: rule.status };
  }
  return null;
}
