import { expectAccessible } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { logInAsDemo } from './demoUser';

// The demo user saves a sandbox card on /verify-payment (after a declined one), then links the
// sandbox bank to an application of theirs and confirms the deposits of an account entered by hand.

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await page.request.post('/graphql', { headers: { 'x-roofline-csrf': '1' }, data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('ZIP code').fill('94107');
  await page.getByRole('button', { name: 'Save card' }).click();
}

test('saves a sandbox card on /verify-payment, verified by the server', async ({ page }) => {
  await logInAsDemo(page);
  await page.goto('/verify-payment');
  await expect(page.getByText('No card or bank account is saved yet.')).toBeVisible();
  await expectAccessible(page, '/verify-payment');

  await enterCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');

  await page.getByLabel('Card number').fill('');
  await page.getByLabel('Expiration (MM / YY)').fill('');
  await page.getByLabel('Security code').fill('');
  await page.getByLabel('ZIP code').fill('');
  await enterCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Your card is saved')).toBeVisible();
  await expect(page).toHaveURL(/setup_intent=seti_sbx_/);
  await expectAccessible(page, '/verify-payment after saving');
  const saved = page.getByRole('list', { name: 'Saved payment methods' });
  await expect(saved.getByText('Visa •••• 4242')).toBeVisible();

  const { me } = await graphql<{ me: { hasSavedCreditCard: boolean } }>(page, 'query { me { hasSavedCreditCard } }', {});
  expect(me.hasSavedCreditCard).toBe(true);

  // A reload verifies the same setup again and keeps one card.
  await page.reload();
  await expect(page.getByText('Your card is saved')).toBeVisible();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
});

test('links the sandbox bank to an application, and verifies a hand-entered account with two deposits', async ({ page }) => {
  await logInAsDemo(page);
  const { createPrequal } = await graphql<{ createPrequal: { prequals: Array<{ uuid: string }> } }>(
    page,
    'mutation ($input: PrequalInput!) { createPrequal(prequalInput: $input) { prequals { uuid } } }',
    { input: { estimatedPropertyValue: 800000, outstandingMortgageBalance: 400000 } },
  );
  const { startRefinanceApplication } = await graphql<{ startRefinanceApplication: { refinanceApplication: { uuid: string } } }>(
    page,
    'mutation ($input: StartRefinanceApplicationInput!) { startRefinanceApplication(input: $input) { refinanceApplication { uuid } } }',
    { input: { prequalUuid: createPrequal.prequals[0]!.uuid } },
  );
  const applicationUuid = startRefinanceApplication.refinanceApplication.uuid;

  await page.goto(`/financial-items/oauth/refinance?applicationUuid=${applicationUuid}`);
  await expect(page.getByText('No bank account is linked yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Link a bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your bank' });
  await expect(dialog.getByRole('button', { name: 'First Platypus Bank' })).toBeVisible();
  await expectAccessible(page, 'the bank link window');
  await dialog.getByRole('button', { name: 'First Platypus Bank' }).click();
  await dialog.getByLabel('Username').fill('user_good');
  await dialog.getByLabel('Password').fill('pass_bad');
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The username or password you entered is incorrect.');
  await dialog.getByLabel('Password').fill('pass_good');
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText('Your bank account is linked.')).toBeVisible();
  const linked = page.getByRole('list', { name: 'Linked accounts' });
  await expect(linked.getByText('Plaid Checking •••• 0000')).toBeVisible();

  await page.getByRole('button', { name: 'Link a bank account' }).click();
  await dialog.getByRole('button', { name: 'Enter account details manually' }).click();
  await dialog.getByLabel('Routing number').fill('011000015');
  await dialog.getByLabel('Account number').fill('123456789');
  await dialog.getByRole('button', { name: 'Send deposits' }).click();
  const deposits = page.getByRole('form', { name: 'Confirm the deposits to Manually entered account' });
  await deposits.getByLabel('Deposit 1').fill('0.02');
  await deposits.getByLabel('Deposit 2').fill('0.01');
  await deposits.getByRole('button', { name: 'Confirm deposits' }).click();
  await expect(linked.getByText('Verified by deposits')).toBeVisible();
  await expectAccessible(page, 'linked accounts');
});
