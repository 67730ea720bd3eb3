import { expect, waitForHydration, type Page } from './fixtures';

export const DEMO = { email: 'demo@roofline.test', password: 'roofline-demo-2026' };

/**
 * Logs in through the login form. The page then reloads with the session, and its server HTML
 * (the greeting included) shows before it is live, so this waits for both.
 */
export async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
  await waitForHydration(page);
}

/** Logs in as the seeded demo homeowner through the login form. */
export const logInAsDemo = (page: Page) => logIn(page, DEMO);

/** Starts a refinance application for the logged-in demo user (through GraphQL) and returns its uuid. */
export async function startDemoRefinanceApplication(page: Page): Promise<string> {
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await page.request.post('/graphql', {
      headers: { 'Content-Type': 'application/json', 'x-roofline-csrf': '1' },
      data: { query, variables },
    });
    return (await response.json()) as { data: Record<string, { prequals?: Array<{ uuid: string }>; refinanceApplication?: { uuid: string } }> };
  };
  const prequal = await gql('mutation ($input: PrequalInput!) { createPrequal(prequalInput: $input) { prequals { uuid } } }', {
    input: {
      propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', locality: 'San Francisco', state: 'CA', zip: '94109' },
      propertyUse: 'PRIMARY_RESIDENCE',
      propertyType: 'SINGLE_FAMILY',
      estimatedPropertyValue: 985000,
      outstandingMortgageBalance: 540000,
      productFunnel: 'FINANCING',
    },
  });
  const prequalUuid = prequal.data.createPrequal!.prequals![0]!.uuid;
  const started = await gql(
    'mutation ($input: StartRefinanceApplicationInput!) { startRefinanceApplication(input: $input) { refinanceApplication { uuid } } }',
    { input: { prequalUuid } },
  );
  return started.data.startRefinanceApplication!.refinanceApplication!.uuid;
}
