/**
 * A logged-in homeowner's dashboard as the browser loads it: the server-rendered page of the
 * owner's property (its queries answered on the server, under the owner's session) and the
 * GraphQL queries the page sends once it runs (the dashboard's own, refetched after hydration,
 * and the session's `me`), for the seeded partner homeowner and their co-owner's partner page.
 */
import { MeDocument, PartnerPropertyDashboardDocument, PropertyDashboardDocument } from '#generated/web';
import { CO_OWNER, PARTNER_HOMEOWNER } from '../../migrations/seeds/40_partner_homeowner.js';
import type { LoadScenario } from './load.js';
import { asApolloSends } from '../../web/src/lib/data/asApolloSends.js';

const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'x-roofline-csrf': '1', 'accept-encoding': 'br, gzip' };

/** The session cookie of `person`, logged in through the REST route the login form posts to. */
async function sessionCookie(origin: string, person: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${origin}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  if (response.status !== 200) throw new Error(`logging in ${person.email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function firstPropertyOf(origin: string, cookie: string): Promise<{ uuid: string; streetName: string }> {
  const ask = async (body: object) => {
    const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: { ...GRAPHQL_HEADERS, cookie }, body: JSON.stringify(body) });
    return (await response.json()) as { data?: Record<string, any> | null };
  };
  const me = await ask({ operationName: 'me', query: asApolloSends(MeDocument) });
  const uuid: string | undefined = me.data?.me?.properties[0]?.propertyUuid;
  if (!uuid) throw new Error(`the seeded homeowner has no property: ${JSON.stringify(me).slice(0, 300)}`);
  const dashboard = await ask({ operationName: 'propertyDashboard', query: asApolloSends(PropertyDashboardDocument), variables: { uuid } });
  return { uuid, streetName: String(dashboard.data?.propertyDashboard?.address?.streetName) };
}

/** Each request answers 200 without errors, and a page shows the home's street: the load measures the real dashboard. */
async function checkAnswers(scenarios: LoadScenario[], streetName: string): Promise<void> {
  for (const scenario of scenarios) {
    const response = await fetch(scenario.url, {
      method: scenario.method ?? 'GET',
      headers: scenario.headers,
      body: scenario.requests[0]?.body as string | undefined,
    });
    const text = await response.text();
    const answered = response.status === 200 && !text.includes('"errors"') && (scenario.method === 'POST' || text.includes(streetName));
    if (!answered) throw new Error(`${scenario.name} answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

/**
 * Marks the scenario whose every request is a page the server has not rendered before (the first
 * load after a change); the other page scenarios load an unchanged page again, which the server
 * does not render again (core/pageRendering.ts).
 */
export const FIRST_RENDER = ', first render';

/** The dashboard's requests; the first, `{ __typename }` under the same session, is the baseline of the ratios. */
export async function dashboardScenarios(origin: string, options: { pages: boolean }): Promise<LoadScenario[]> {
  const owner = await sessionCookie(origin, PARTNER_HOMEOWNER);
  const coOwner = await sessionCookie(origin, CO_OWNER);
  const { uuid, streetName } = await firstPropertyOf(origin, owner);
  const graphql = (name: string, cookie: string, operationName: string, query: string, variables: Record<string, unknown> = {}): LoadScenario => ({
    name,
    url: `${origin}/graphql`,
    method: 'POST',
    headers: { ...GRAPHQL_HEADERS, cookie },
    requests: [{ body: JSON.stringify({ ...(operationName ? { operationName } : {}), query, variables }) }],
  });
  const page = (name: string, cookie: string, urlPath: string): LoadScenario => ({
    name,
    url: `${origin}${urlPath}`,
    headers: { cookie, 'accept-encoding': 'br, gzip' },
    requests: [{}],
  });
  let rendered = 0;
  // Each request a URL of its own (a query string the page ignores): no page rendered before has its key.
  const firstRender = (urlPath: string): LoadScenario => ({
    ...page(`${urlPath.startsWith('/partner') ? 'GET /partner/property/…/dashboard' : 'GET /property/…/dashboard'}${FIRST_RENDER}`, owner, urlPath),
    requests: [{ setupRequest: (request) => ({ ...request, path: `${urlPath}?render=${++rendered}` }) }],
  });
  const scenarios = [
    graphql('{ __typename }, logged in', owner, '', '{ __typename }'),
    ...(options.pages
      ? [
          page('GET /property/…/dashboard', owner, `/property/${uuid}/dashboard`),
          page('GET /partner/property/…/dashboard', coOwner, `/partner/property/${uuid}/dashboard`),
          firstRender(`/property/${uuid}/dashboard`),
        ]
      : []),
    graphql('propertyDashboard', owner, 'propertyDashboard', asApolloSends(PropertyDashboardDocument), { uuid }),
    graphql('partnerPropertyDashboard', coOwner, 'partnerPropertyDashboard', asApolloSends(PartnerPropertyDashboardDocument), { uuid }),
    graphql('me', owner, 'me', asApolloSends(MeDocument)),
  ];
  await checkAnswers(scenarios, streetName);
  return scenarios;
}
