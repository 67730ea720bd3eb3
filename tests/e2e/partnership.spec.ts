import { expectAccessible } from './accessibility';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures';
import { acknowledgePrivacyBanner } from './privacyBanner';
import { captureScreens } from './screens';

// A visitor prices a partnership on /cash, applies, creates an account, answers the questions,
// submits, uploads the documents asked for, is approved by the sandbox's underwriting, reads
// the term sheet and the option agreement, accepts it, downloads it, and names the payment
// account; the sandbox verifies it, a reviewer records the inspection with `npm run ops`, and
// the partnership is complete: the navigation leads to the property's dashboard.

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run ops -- …` as a reviewer runs it beside the server: the server holds the embedded
 * database (tests/e2e/startServer.mjs), so the command finds it by the same DATA_DIR and PORT.
 */
async function ops(baseURL: string, ...argv: string[]) {
  return promisify(execFile)('npm', ['run', '--silent', 'ops', '--', ...argv], {
    cwd: root,
    // As tests/e2e/startServer.mjs configures the server, so the command's configuration loads in any NODE_ENV.
    env: { ...process.env, DATA_DIR: path.join(root, '.data/e2e'), PORT: new URL(baseURL).port, PUBLIC_ORIGIN: new URL(baseURL).origin },
  });
}

const questionId = (page: Page) => new URL(page.url()).searchParams.get('question');
const no = (page: Page) => page.getByRole('radio', { name: 'No', exact: true }).first().check();

/** What to do on each question before pressing Continue; questions not listed are already answered. */
const answers: Record<string, (page: Page) => Promise<unknown>> = {
  hasCoOwners: no,
  ownerAnnualIncome: (page) => page.getByLabel('What is your annual income?').fill('120000'),
  hasHoa: no,
  taxFileType: (page) => page.getByRole('radio', { name: 'Single', exact: true }).check(),
  productPreference: (page) => page.getByRole('radio', { name: /^Pay off your mortgage/ }).check(),
  cashOutAmount: (page) => page.getByRole('radio', { name: 'Renovations' }).check(),
  incomeSource: (page) => page.getByRole('radio', { name: 'A salary or wages' }).check(),
  employerName: async (page) => {
    await page.getByLabel('Employer or business name').fill('Harbor Dental');
    await page.getByLabel('Job title').fill('Hygienist');
    await page.getByLabel('Start date').fill('04012019');
  },
};

async function answerUntilReview(page: Page) {
  for (let step = 0; step < 30; step += 1) {
    const id = questionId(page);
    if (id === 'review') return;
    if (id && answers[id]) await answers[id](page);
    await page.getByRole('button', { name: 'Continue' }).click();
    if (id) await expect(page).not.toHaveURL(new RegExp(`question=${id}(&|$)`), { timeout: 10_000 });
  }
  throw new Error('never reached the review');
}

const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

test('a visitor goes from a /cash estimate to a completed partnership and its dashboard', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('/cash');
  await acknowledgePrivacyBanner(page);

  // The estimate: the worked example.
  await page.getByLabel('Home value').fill('800000');
  await page.getByLabel('Mortgage balance').fill('400000');
  await page.getByLabel('Cash you want').fill('50000');
  await page.getByLabel('State').selectOption('CA');
  await page.getByRole('button', { name: 'Apply for this offer' }).click();

  // The partnership's prequal: the estimate answered the figures; the address and credit remain.
  await expect(page.getByRole('heading', { name: 'Which home is the partnership for?' })).toBeVisible();
  await page.getByLabel('Street address').fill('2210 Grand Ave');
  await page.getByLabel('City').fill('San Diego');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('92109');
  await page.getByRole('button', { name: 'Continue' }).click();
  for (let step = 0; step < 8 && questionId(page) !== 'partnerCreditScore'; step += 1) {
    const id = questionId(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(new RegExp(`question=${id}(&|$)`));
  }
  await page.getByRole('radio', { name: '760-779' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // A new account, signed in by the prequal; the application starts from it.
  await expect(page.getByRole('heading', { name: 'Create your account to start your application' })).toBeVisible();
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email address').fill(`alex.${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page).toHaveURL(/\/application\/partner\/[0-9a-f-]{36}\?question=hasCoOwners$/, { timeout: 20_000 });
  const applicationPath = new URL(page.url()).pathname;
  const applicationUuid = applicationPath.split('/').at(-1)!;
  await acknowledgePrivacyBanner(page);
  await expect(page.getByRole('heading', { name: 'Does anyone else own the home with you?' })).toBeVisible();
  await expectAccessible(page, 'a question');
  await captureScreens(page, testInfo, 'partnership-question');

  // One question at a time, then the review and submission.
  await answerUntilReview(page);
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await expectAccessible(page, 'the review');
  await captureScreens(page, testInfo, 'partnership-review');
  await expect(page.getByText('Not answered yet')).toHaveCount(0);
  // The consent to a soft credit check, with the credit pull notice it links (decision 0034).
  await expect(page.getByRole('link', { name: 'Read the credit pull notice' })).toHaveAttribute('href', '/legal/credit-pull-notice');
  await page.getByRole('checkbox', { name: /soft credit check/ }).check();
  await page.getByRole('button', { name: 'Submit my application' }).click();

  // The documents the review asks for.
  await expect(page.getByRole('heading', { level: 1, name: 'Upload your documents' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Upload Pay stub/ })).toBeVisible();
  await expectAccessible(page, 'the documents step');
  // A file is kept once it is listed as a link; until then it is on its way, and the review would not see it.
  for (const heading of ["Driver's license", "Homeowner's insurance", 'Mortgage escrow statement', 'Pay stub']) {
    const name = `${heading.replace(/\W+/g, '-').toLowerCase()}.pdf`;
    await page.getByLabel(`Choose files for ${heading}`).setInputFiles(PDF(name));
    await expect(page.getByRole('region', { name: heading }).getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: 'I’ve uploaded my documents' }).click();

  // One is missing: the review asks for it, and picks up once it is in.
  await expect(page.getByRole('heading', { level: 1, name: 'We need a little more' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Choose files for W-2 or 1099').setInputFiles(PDF('w2.pdf'));
  await expect(page.getByRole('region', { name: 'W-2 or 1099' }).getByRole('link', { name: 'w2.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'I’ve uploaded my documents' }).click();

  // The sandbox's underwriting approves within seconds; the page updates by itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Review your offer and contract' })).toBeVisible({ timeout: 60_000 });
  const offer = page.getByRole('region', { name: /You’re approved/ });
  await expect(offer.getByText('$2,375').first()).toBeVisible();
  await expect(offer.getByText('56.25%').first()).toBeVisible();
  await expectAccessible(page, 'the offer and the option agreement');
  await captureScreens(page, testInfo, 'partnership-offer');

  // The term sheet is a real PDF, served to its owner.
  const termSheet = offer.getByRole('link', { name: 'Term sheet (PDF)' });
  const termSheetResponse = await page.request.get((await termSheet.getAttribute('href'))!);
  expect(termSheetResponse.status()).toBe(200);
  expect(termSheetResponse.headers()['content-type']).toContain('application/pdf');
  expect((await termSheetResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The option agreement, page by page, then accepted with explicit consent.
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(page.getByRole('heading', { level: 3, name: 'Option agreement' })).toBeVisible();
  while (await next.isEnabled()) await next.click();
  await expect(page.getByText(/^12\. Whole agreement\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept the agreement' })).toBeEnabled();
  const contractHref = await page.getByRole('link', { name: 'Download the option agreement (PDF)' }).getAttribute('href');
  expect(contractHref).toMatch(new RegExp(`^/api/v1/application_files/${applicationUuid}/contract/`));
  await page.getByRole('checkbox', { name: /I have read the option agreement/ }).check();
  await page.getByRole('button', { name: 'Accept the agreement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your payment account' })).toBeVisible();
  await expectAccessible(page, 'the payment account');
  await captureScreens(page, testInfo, 'partnership-payment-account');

  // The signed contract downloads as a PDF through the contract route.
  const contract = await page.request.get(contractHref!);
  expect(contract.status()).toBe(200);
  expect(contract.headers()['content-type']).toContain('application/pdf');
  expect((await contract.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The payment account; the sandbox verifies it, and the inspection is next.
  await page.getByLabel('Name on the account').fill('Alex Rivera');
  await page.getByLabel('Routing number').fill('011000015');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Use this account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your home’s inspection' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Payment account: checking ending in 6789')).toBeVisible();
  await expectAccessible(page, 'waiting for the inspection');

  // The navigation lists the application by its street address.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Applications' }).click();
  await expect(page.getByRole('menuitem', { name: '2210 Grand Ave' })).toHaveAttribute('href', applicationPath);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: '2210 Grand Ave' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  // A reviewer records the inspection with the ops command; the open page moves on by itself.
  const inspected = await ops(baseURL!, 'inspection', applicationUuid, '--result', 'passed', '--reason', 'Roof and foundation sound', '--by', 'lee');
  expect(inspected.stdout).toMatch(/^PASS_INSPECTION: INSPECTION → COMPLETED, by lee, recorded \d{4}-\d\d-\d\dT/);
  const shown = await ops(baseURL!, 'show', applicationUuid);
  expect(shown.stdout).toContain(`${applicationUuid}  COMPLETED`);
  expect(shown.stdout).toMatch(/PASS_INSPECTION {2}INSPECTION → COMPLETED {2}by REVIEWER lee: Roof and foundation sound/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your partnership is active' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Everything is done. Your first monthly payment is drawn from your payment account next month.')).toBeVisible();
  await expect(page.getByText('Payment account: checking ending in 6789')).toBeVisible();
  await expectAccessible(page, 'the completed partnership');
  await captureScreens(page, testInfo, 'partnership-active');

  // The home is the user's property now: the navigation's Dashboard link opens its dashboard.
  const dashboard = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toHaveAttribute('href', /^\/property\/[0-9a-f-]{36}\/dashboard$/);
  await dashboard.click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your partnership' })).toBeVisible();
  await captureScreens(page, testInfo, 'partnership-dashboard');
  const figure = (term: string) => page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Home value')).toContainText('$800,000');
  // Shares read to one decimal (spec §9).
  await expect(figure('Roofline’s share')).toContainText('56.3%');
});
