import { dpToPercent, settlement, shareAfterBuyBack, shareAfterCashOut, shareValue, usageFee } from '../../core/partnership/index.js';
import { formatPercent } from '../../core/percent/formatPercent.js';
import { DEMO, logIn } from './demoUser';
import { expect, test, type Page } from './fixtures';
import { mailSeen, nextMail } from './mail';

const PARTNER = { email: 'partner@roofline.test', password: 'roofline-partner-2026' };
const CO_OWNER = { email: 'coowner@roofline.test', password: 'roofline-coowner-2026' };

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
/** A share as the screens print it: the one-decimal percent rule. */
const share = (units: number) => formatPercent(dpToPercent(units));

/** The dashboard's figures as the API serves them, in cents and DP units, to check the screens against the model. */
async function figures(page: Page, uuid: string) {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-roofline-csrf': '1' },
    data: {
      query:
        'query ($uuid: UUID!) { propertyDashboard(uuid: $uuid) { designatedPercentage homeValue { value } mortgageBalance exhibitCFields { originalAgreedValue } monthlyPayment { total reductionPayment additionalEquity } } }',
      variables: { uuid },
    },
  });
  const { data } = (await response.json()) as {
    data: {
      propertyDashboard: {
        designatedPercentage: number;
        homeValue: { value: number };
        mortgageBalance: number;
        exhibitCFields: { originalAgreedValue: number };
        monthlyPayment: { total: number; reductionPayment: number; additionalEquity: number };
      };
    };
  };
  const d = data.propertyDashboard;
  return {
    dp: Math.round(d.designatedPercentage * 100_000_000),
    valueCents: Math.round(d.homeValue.value * 100),
    v0Cents: Math.round(d.exhibitCFields.originalAgreedValue * 100),
    mortgageCents: Math.round(d.mortgageBalance * 100),
    otherPaymentCents: Math.round((d.monthlyPayment.reductionPayment + d.monthlyPayment.additionalEquity) * 100),
  };
}

test('a partner homeowner buys in $5,000, cashes out $10,000 and is refused above the limit, to the cent', async ({ page }) => {
  await logIn(page, PARTNER);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]+\/dashboard$/);
  const uuid = /\/property\/([0-9a-f-]+)\/dashboard/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Your partnership' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Equity ledger' })).toBeVisible();

  const before = await figures(page, uuid);
  await expect(page.getByText(share(before.dp), { exact: true }).first()).toBeVisible();

  // Buy in $5,000 once.
  await page.getByRole('link', { name: 'Buy in' }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${uuid}/dashboard/buy-in$`));
  await page.getByLabel('One time').check();
  await page.getByLabel('Amount').fill('5000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buy-in\/confirm$/);
  const dpAfterBuyIn = shareAfterBuyBack(before.dp, 5_000_00, before.valueCents);
  const shareRow = page.getByRole('row', { name: /Roofline’s share/ });
  await expect(shareRow).toContainText(share(before.dp));
  await expect(shareRow).toContainText(share(dpAfterBuyIn));
  const paymentAfterBuyIn = usageFee(dpAfterBuyIn, before.v0Cents) + before.otherPaymentCents;
  await expect(page.getByRole('row', { name: /^Monthly payment/ })).toContainText(money(paymentAfterBuyIn));

  // A reload keeps the draft; verify cannot be reached before confirm.
  await page.reload();
  await expect(page.getByRole('row', { name: /Roofline’s share/ })).toContainText(share(dpAfterBuyIn));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buy-in\/verify$/);
  await page.getByLabel('Password').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Verify and pay' }).click();
  await expect(page).toHaveURL(/\/buy-in\/success$/);
  await expect(page.getByText('Your buy-in is done')).toBeVisible();
  await expect(page.getByText(`Roofline’s share went from ${share(before.dp)} to ${share(dpAfterBuyIn)}.`)).toBeVisible();
  await expect(page.getByText(/Visa •••• 4242/)).toBeVisible();

  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { name: `Monthly payment: ${money(paymentAfterBuyIn)}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Equity ledger' }).getByRole('row').nth(1)).toContainText('Buy-in');

  // Cash out $10,000.
  await page.getByRole('link', { name: 'Cash out' }).click();
  await page.getByLabel('Amount').fill('10000');
  await page.getByRole('button', { name: 'Continue' }).click();
  const dpAfterCashOut = shareAfterCashOut(dpAfterBuyIn, 10_000_00, before.valueCents);
  await expect(page.getByRole('row', { name: /Roofline’s share/ })).toContainText(share(dpAfterCashOut));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Verify and cash out' }).click();
  await expect(page.getByText('Your cash-out is on its way')).toBeVisible();
  // Paid to the partner's linked sandbox bank account.
  await expect(page.getByText(/Cash out of \$10,000 to your payment account · First Platypus Bank checking •••• 0000/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  const paymentAfterCashOut = usageFee(dpAfterCashOut, before.v0Cents) + before.otherPaymentCents;
  await expect(page.getByRole('heading', { name: `Monthly payment: ${money(paymentAfterCashOut)}` })).toBeVisible();
  const sale = settlement(dpAfterCashOut, before.valueCents, before.mortgageCents);
  await expect(page.getByRole('row', { name: /If you sold today/ })).toContainText(money(sale.homeownerNetCents));
  expect(shareValue(dpAfterCashOut, before.valueCents)).toBeGreaterThan(0);

  // $100,000 was taken at closing and $10,000 now: $40,000 is left of the $150,000.
  await page.getByRole('link', { name: 'Cash out' }).click();
  await page.getByLabel('Amount').fill('45000');
  await expect(page.getByText('Cash out is limited to $150,000 over the life of the partnership; you can take up to $40,000 more.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cash-out$/);
});

test('a buy-in is verified with the one-time code mailed instead of the password', async ({ page }) => {
  await logIn(page, PARTNER);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Your partnership' })).toBeVisible();
  await page.getByRole('link', { name: 'Buy in' }).click();
  await page.getByLabel('One time').check();
  await page.getByLabel('Amount').fill('1000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buy-in\/confirm$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buy-in\/verify$/);

  const seen = await mailSeen(PARTNER.email);
  await page.getByRole('button', { name: 'Email me a code instead' }).click();
  await expect(page.getByText('We sent a six-digit code to your email.')).toBeVisible();
  const mail = await nextMail(PARTNER.email, 'Your Roofline verification code', seen);
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Verify and pay' }).click();
  await expect(page.getByText('Your buy-in is done')).toBeVisible();
  await expect(page.getByText(/One-time buy-in of \$1,000 · Visa •••• 4242/)).toBeVisible();
});

test('a step reached out of order goes back to the start', async ({ page }) => {
  await logIn(page, PARTNER);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  const uuid = /\/property\/([0-9a-f-]+)\/dashboard/.exec(page.url())![1]!;
  await page.goto(`/property/${uuid}/dashboard/cash-out/verify`);
  await expect(page).toHaveURL(new RegExp(`/property/${uuid}/dashboard/cash-out$`));
});

test('the co-owner sees the partner dashboard; anyone else gets the not-found page', async ({ page, browser }) => {
  await logIn(page, PARTNER);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  const uuid = /\/property\/([0-9a-f-]+)\/dashboard/.exec(page.url())![1]!;

  const coOwner = await browser.newPage();
  await logIn(coOwner, CO_OWNER);
  await coOwner.goto(`/partner/property/${uuid}/dashboard`);
  await expect(coOwner.getByRole('heading', { name: 'Your partnership' })).toBeVisible();
  await expect(coOwner.getByRole('link', { name: 'Buy in' })).toHaveCount(0);

  const stranger = await browser.newPage();
  await logIn(stranger, DEMO);
  await stranger.goto(`/partner/property/${uuid}/dashboard`);
  await expect(stranger.getByRole('heading', { name: 'We can’t find that page' })).toBeVisible();
  await stranger.goto(`/property/${uuid}/dashboard`);
  await expect(stranger.getByRole('heading', { name: 'We can’t find that page' })).toBeVisible();
});

test('a buy-in is paid from the linked bank account, added as a payment method at verify, and is processing', async ({ page }) => {
  await logIn(page, PARTNER);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Your partnership' })).toBeVisible();
  await page.getByRole('link', { name: 'Buy in' }).click();
  await page.getByLabel('One time').check();
  await page.getByLabel('Amount').fill('750');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buy-in\/confirm$/);
  await expect(page.getByText('We charge Visa •••• 4242 when you verify. You can choose another payment method at the next step.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/buy-in\/verify$/);

  // The seeded partner has the Visa card (the default) and a linked First Platypus Bank login.
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay with First Platypus Bank checking •••• 0000' }).click();
  await expect(page.getByRole('radio', { name: /First Platypus Bank checking •••• 0000/ })).toBeChecked();
  await page.getByLabel('Password').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Verify and pay' }).click();
  await expect(page.getByText('Your buy-in is processing')).toBeVisible();
  await expect(page.getByText(/One-time buy-in of \$750 · First Platypus Bank checking •••• 0000/)).toBeVisible();
  await expect(
    page.getByText('Processing: First Platypus Bank checking •••• 0000 is debited over the next few business days.', { exact: false }),
  ).toBeVisible();
});
