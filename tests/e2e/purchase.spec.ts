import { expect, test, waitForHydration, type Page } from './fixtures';
import { mailSeen, nextMail } from './mail';
import { acknowledgePrivacyBanner } from './privacyBanner';
import { captureScreens } from './screens';

// A visitor checks their buyer prequal and budget, creates an account, answers the purchase
// application one question at a time, uploads the documents, downloads the pre-approval letter,
// records an accepted offer (seeing Exhibit C before committing), reads and accepts the option
// agreement at closing, and closes, all in the sandbox.
// A co-applicant joins from the mailed invitation, and the buyer's agent follows a read-only link.

const PDF = { name: 'document.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };

async function upload(page: Page, heading: string) {
  await page.getByLabel(`Choose files for ${heading}`).setInputFiles(PDF);
  // Kept once it is in the list of uploaded files (not just on its way).
  await expect(page.getByRole('list', { name: `${heading}: uploaded files` }).getByText('document.pdf')).toBeVisible();
}

const yes = (page: Page) => page.getByRole('radio', { name: 'Yes', exact: true }).check();
const no = (page: Page) => page.getByRole('radio', { name: 'No', exact: true }).check();

/** What to do on each question before saving it; questions already answered are saved as they are. */
const answers: Record<string, (page: Page) => Promise<unknown>> = {
  'Is anyone buying with you?': no,
  'Are you working with a real estate agent?': yes,
  'Who is your agent?': async (page) => {
    await page.getByLabel('Name').fill('Rosa Diaz');
    await page.getByLabel('Brokerage').fill('Delta Homes');
    await page.getByLabel('License number').fill('01234567');
    await page.getByLabel('Email').fill('rosa@delta.example');
    await page.getByLabel('Phone').fill('9165550100');
  },
  'Do you own or rent where you live now?': (page) => page.getByLabel('Current housing').selectOption('RENT'),
  'Do you own any other properties?': no,
  'What do you earn and owe?': async (page) => {
    await page.getByLabel('Annual income before tax ($)').fill('150000');
    await page.getByLabel('Monthly debt payments (cards, car, student loans) ($)').fill('500');
  },
  'Where do you work?': async (page) => {
    await page.getByLabel('Employer or business name').fill('Capitol Health');
    await page.getByLabel('Job title').fill('Analyst');
    await page.getByLabel('Start date').fill('2020-02-01');
  },
  'What do you have in savings and investments?': (page) => page.getByLabel('Savings and investments ($)').fill('95000'),
  'Is anyone giving you money towards the purchase?': no,
  'Have you deposited earnest money?': (page) => page.getByLabel('Earnest money', { exact: true }).selectOption('NOT_DEPOSITED'),
};

/** The buyer prequal, checked as it is typed; `budget` also asks for the budget estimate. */
async function answerBuyerPrequal(page: Page, { budget = false } = {}) {
  await page.goto('/purchase/create-account');
  await acknowledgePrivacyBanner(page);
  await page.getByLabel('Target price ($)').fill('600000');
  await page.getByLabel('Down payment ($)').fill('50000');
  await page.getByLabel('State you are buying in').selectOption('CA');
  await expect(page.getByText('The partnership is not available with less than 10% home equity.')).toBeVisible();
  await page.getByLabel('Down payment ($)').fill('80000');
  await expect(page.getByText(/Roofline buys the other \$520,000 with you/)).toBeVisible();
  await page.getByLabel('When do you want to buy?').selectOption('0_3_MONTHS');
  await page.getByLabel('Where are you in your search?').selectOption('OPEN_HOUSES');
  await page.getByLabel('Main source of income').selectOption('SALARY');
  await page.getByLabel('Credit score').selectOption('SCORE_740_759');
  if (!budget) return;
  // The budget estimate: the table with and without Roofline.
  await page.getByLabel('Annual income before tax ($)').fill('150000');
  await page.getByLabel('Monthly debt payments ($)').fill('500');
  await page.getByRole('button', { name: 'Estimate my budget' }).click();
  const table = page.getByRole('table', { name: /What you could afford/ });
  await expect(table.getByRole('row', { name: /With Roofline/ })).toContainText('$800,000');
}

/** The account, in the same step as the prequal; returns the application's path. */
async function createBuyerAccount(page: Page, email: string): Promise<string> {
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('avery-buys-a-home-2026');
  await page.getByRole('button', { name: 'Create my account and apply' }).click();
  await page.waitForURL(/\/application\/purchase\/[0-9a-f-]{36}$/);
  // A full page load (the new session): wait until the page is live.
  await waitForHydration(page);
  return new URL(page.url()).pathname;
}

/** Answers one question at a time (with `answers`, and `extra` first) until the review. */
async function answerUntilReview(page: Page, extra: Record<string, (page: Page) => Promise<unknown>> = {}) {
  for (let step = 0; step < 20; step += 1) {
    const review = page.getByRole('heading', { name: 'Review your answers' });
    const question = page.locator('form h2');
    await expect(review.or(question).first()).toBeVisible();
    if (await review.isVisible()) return;
    const title = (await question.textContent()) ?? '';
    await (extra[title] ?? answers[title])?.(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.locator('form h2', { hasText: title })).toHaveCount(0);
  }
  throw new Error('The review was not reached within 20 questions.');
}

test('a buyer goes from prequal to a closed partner purchase', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await answerBuyerPrequal(page, { budget: true });
  const applicationPath = await createBuyerAccount(page, `avery.${Date.now()}@example.com`);

  // One question at a time until the review.
  await answerUntilReview(page);
  // Resuming after a reload lands on the review, everything answered.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await captureScreens(page, testInfo, 'purchase-review');
  await page.getByRole('button', { name: 'Submit application' }).click();

  // Documents, then the sandbox pre-approves.
  await expect(page.getByRole('heading', { name: 'Upload your documents' })).toBeVisible();
  for (const heading of ['Pay stub', 'W-2 or 1099', 'Bank account statement']) await upload(page, heading);
  await page.getByRole('button', { name: 'I’ve uploaded everything' }).click();
  await expect(page.getByRole('heading', { name: 'You’re pre-approved' })).toBeVisible({ timeout: 30_000 });
  await captureScreens(page, testInfo, 'purchase-pre-approved');
  // The link downloads the letter: the browser's own handling of `download` is not under test,
  // the answer the link gets is (its name, its type and a PDF's bytes), fetched with the page's session.
  const letterLink = page.getByRole('link', { name: /Download Pre-approval letter/ });
  await expect(letterLink).toHaveAttribute('download', '');
  const letter = await page.request.get((await letterLink.getAttribute('href'))!);
  expect(letter.status()).toBe(200);
  expect(letter.headers()['content-disposition']).toContain('filename="Pre-approval letter.pdf"');
  expect(letter.headers()['content-type']).toBe('application/pdf');
  expect((await letter.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Offers: Exhibit C is shown before the accepted offer is saved.
  await page.getByRole('button', { name: 'Accept the terms and start making offers' }).click();
  await page.getByRole('link', { name: 'Go to my offers' }).click();
  await page.getByRole('button', { name: 'Record an offer' }).click();
  await page.getByLabel('Address').fill('48 Oak Ave, Sacramento, CA');
  await page.getByLabel('Price ($)').fill('590000');
  await page.getByLabel('Status').selectOption('ACCEPTED');
  await page.getByRole('button', { name: 'See the figures' }).click();
  await expect(page.getByRole('table', { name: 'Exhibit C at this price' })).toContainText('$590,000');
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByRole('heading', { name: 'Accepted: 48 Oak Ave, Sacramento, CA' })).toBeVisible();
  await upload(page, 'Purchase agreement');
  await page.getByRole('button', { name: 'Send to appraisal' }).click();
  await page.getByRole('link', { name: 'Continue with appraisal and closing' }).click();

  // Appraisal and services, then closing: the sandbox's appraiser reports by itself, at the price; the buyer only reads it.
  await expect(page.getByRole('heading', { name: 'Appraisal and services' })).toBeVisible();
  await expect(page.getByLabel('Your appraisal')).toContainText('$590,000', { timeout: 30_000 });
  await expect(page.getByLabel('Appraised value ($)')).toHaveCount(0);
  await captureScreens(page, testInfo, 'purchase-appraisal');
  for (const heading of ['Title report', 'Appraisal', 'Inspection', 'Disclosure']) await upload(page, heading);
  await page.getByRole('button', { name: 'Go to closing' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to close' })).toBeVisible({ timeout: 30_000 });

  // The option agreement, page by page, then accepted with explicit consent; the sandbox then closes.
  const agreement = page.getByRole('region', { name: 'Your option agreement' });
  await expect(agreement.getByRole('heading', { level: 3, name: 'Option agreement' })).toBeVisible({ timeout: 30_000 });
  const next = agreement.getByRole('button', { name: 'Next page' });
  while (await next.isEnabled()) await next.click();
  await expect(agreement.getByText(/^7\. Electronic signature\./)).toBeVisible();
  await expect(agreement.getByRole('button', { name: 'Accept the agreement' })).toBeEnabled();
  await agreement.getByRole('checkbox', { name: /I have read the option agreement/ }).check();
  await agreement.getByRole('button', { name: 'Accept the agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Your purchase has closed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Final Exhibit C' })).toContainText('$590,000');
  await expect(page.getByLabel('Funds to close')).toContainText('$80,000');
  await captureScreens(page, testInfo, 'purchase-closed');
  expect(new URL(page.url()).pathname).toBe(applicationPath);
});

test('a co-applicant joins from the mailed invitation, answers only their own questions, the applicant submits for both, and the agent follows a read-only link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const coApplicantEmail = `sam.${stamp}@example.com`;
  await answerBuyerPrequal(page);
  const applicationPath = await createBuyerAccount(page, `avery.${stamp}@example.com`);
  const seen = await mailSeen(coApplicantEmail);
  await answerUntilReview(page, {
    'Is anyone buying with you?': yes,
    'Who is your co-applicant?': async (page) => {
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill('Cobuyer');
      await page.getByLabel('Email').fill(coApplicantEmail);
    },
  });
  // The co-applicant's part is theirs: the applicant waits for it.
  await expect(page.getByText('Waiting for your co-applicant to answer their questions. We emailed them an invitation.')).toBeVisible();

  // The co-applicant opens the mailed link in their own browser and creates their account.
  const invitation = await nextMail(coApplicantEmail, 'Avery Buyer invited you to buy a home with Roofline', seen);
  const link = invitation.links.find((href) => href.includes('/purchase/invitation/'))!;
  const coApplicant = await (await browser.newContext()).newPage();
  await coApplicant.goto(new URL(link).pathname + new URL(link).search);
  await acknowledgePrivacyBanner(coApplicant);
  await coApplicant.getByLabel('First name').fill('Sam');
  await coApplicant.getByLabel('Last name').fill('Cobuyer');
  await coApplicant.getByLabel('Password').fill('sam-buys-a-home-too-2026');
  await coApplicant.getByRole('button', { name: 'Create my account and join' }).click();
  await coApplicant.waitForURL((url) => url.pathname === applicationPath);
  await waitForHydration(coApplicant);

  // Only their own question, then their own answers only at the review, and no submit.
  await expect(coApplicant.locator('form h2')).toHaveText('What is your income?');
  await coApplicant.getByLabel('Income source').selectOption('SALARY');
  await coApplicant.getByLabel('Annual income before tax ($)').fill('90000');
  await coApplicant.getByLabel('Employer or business name').fill('River City Schools');
  await coApplicant.getByLabel('Job title').fill('Teacher');
  await coApplicant.getByRole('button', { name: 'Save and continue' }).click();
  await expect(coApplicant.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await expect(coApplicant.getByText('Your part is done. The applicant submits the application for both of you.')).toBeVisible();
  await expect(coApplicant.getByText('River City Schools')).toBeVisible();
  await expect(coApplicant.getByText('Rosa Diaz')).toHaveCount(0);
  await expect(coApplicant.getByRole('button', { name: 'Submit application' })).toHaveCount(0);

  // The applicant sees the co-applicant's answers and submits for both.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await expect(page.getByText('River City Schools')).toBeVisible();
  await expect(page.getByText(/Waiting for your co-applicant/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Upload your documents' })).toBeVisible();

  // Pre-approved, the applicant makes a read-only link for their agent.
  for (const heading of ['Pay stub', 'W-2 or 1099', 'Bank account statement']) await upload(page, heading);
  await page.getByRole('button', { name: 'I’ve uploaded everything' }).click();
  await expect(page.getByRole('heading', { name: 'You’re pre-approved' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Make a link for my agent' }).click();
  const agentLink = await page.getByLabel('Your agent’s link').inputValue();
  expect(agentLink).toMatch(/\/purchase\/agent\/[A-Za-z0-9_-]{43}$/);

  // The agent opens it in a browser with no account: the stage and the amount, no income, and of
  // the documents only the pre-approval letter, downloaded through the link's own token.
  const agent = await (await browser.newContext()).newPage();
  await agent.goto(new URL(agentLink).pathname);
  await acknowledgePrivacyBanner(agent);
  const status = agent.getByRole('region', { name: 'Avery’s purchase' });
  await expect(status.locator('[aria-current="step"]')).toHaveText('Pre-approval');
  await expect(status).toContainText('Rosa Diaz');
  await expect(status).toContainText('$800,000');
  for (const hidden of ['$150,000', '$90,000', 'River City Schools', 'Capitol Health', 'income', 'document.pdf'])
    await expect(agent.getByRole('main').getByText(hidden)).toHaveCount(0);
  const letterLinks = agent.getByRole('main').getByRole('link');
  await expect(letterLinks).toHaveCount(1);
  await expect(letterLinks).toHaveText('Pre-approval letter.pdf');
  await expect(letterLinks).toHaveAttribute('href', /^\/api\/v1\/purchase\/agent\/[A-Za-z0-9_-]{43}\/letters\//);
  const letter = await agent.request.get((await letterLinks.getAttribute('href'))!);
  expect(letter.status()).toBe(200);
  expect((await letter.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
