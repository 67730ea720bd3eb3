import { expect, test, type Page } from './fixtures';
import { acknowledgePrivacyBanner } from './privacyBanner';
import { captureScreens } from './screens';

// A visitor answers the prequal questions, creates an account, completes the whole refinance
// application one question at a time (reloading half way), reviews it and submits it.

const questionId = (page: Page) => new URL(page.url()).searchParams.get('question');
const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const choose = (page: Page, groupName: string | RegExp, option: string) => group(page, groupName).getByRole('radio', { name: option, exact: true }).check();
const firstNo = (page: Page) => page.getByRole('radio', { name: 'No', exact: true }).first().check();

async function fillAddress(page: Page, street: string) {
  await page.getByLabel('Street address').fill(street);
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP code').fill('94109');
}

/** What to do on each question before pressing Continue; questions not listed are already answered. */
const answers: Record<string, (page: Page) => Promise<unknown>> = {
  applicantMode: (page) => page.getByRole('radio', { name: 'Just me' }).check(),
  borrowerLegalName: (page) => page.getByRole('checkbox', { name: 'This is your full legal name' }).check(),
  borrowerDateOfBirth: (page) => page.getByLabel('What is your date of birth?').fill('04121986'),
  borrowerTaxpayerIdentifier: (page) => page.getByLabel('What is your Social Security number?').fill('123456789'),
  borrowerContact: (page) => page.getByLabel('Phone number').fill('4155550142'),
  borrowerCitizenship: (page) => page.getByRole('radio', { name: 'U.S. citizen' }).check(),
  borrowerMaritalStatus: (page) => page.getByRole('radio', { name: /^Unmarried/ }).check(),
  borrowerDependents: (page) => page.getByLabel('Number of dependents').fill('0'),
  borrowerTimeAtAddress: async (page) => {
    await page.getByLabel('Years').fill('6');
    await page.getByLabel('Months').fill('3');
  },
  borrowerMailingAddress: firstNo,
  borrowerIsEmployed: (page) => page.getByRole('radio', { name: 'Yes', exact: true }).check(),
  borrowerEmployments: async (page) => {
    await page.getByRole('button', { name: 'Add an employer' }).click();
    await page.getByLabel('Employer or business name').fill('Bayview Health');
    await page.getByLabel('Employer phone').fill('4155550100');
    await page.getByLabel('Position or title').fill('Nurse practitioner');
    await page.getByLabel('Start date').fill('03012019');
    await choose(page, 'Self-employed or a business owner', 'No');
    await page.getByLabel('Gross monthly income').fill('11250');
    await page.getByLabel('Years in this line of work').fill('12');
    await page.getByLabel('Months in this line of work').fill('0');
    await page.getByRole('button', { name: 'Save employer' }).click();
    await expect(page.getByText(/^Bayview Health · Nurse practitioner/)).toBeVisible();
  },
  borrowerOtherIncome: (page) => page.getByRole('checkbox', { name: 'No other income' }).check(),
  assets: async (page) => {
    await page.getByRole('button', { name: 'Add an account' }).click();
    await page.getByLabel('Account type').selectOption('CHECKING');
    await page.getByLabel('Financial institution').fill('Golden Gate Credit Union');
    await page.getByLabel('Current balance or value').fill('28500');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByText('Checking account · Golden Gate Credit Union · $28,500', { exact: true })).toBeVisible();
  },
  liabilities: (page) => page.getByRole('checkbox', { name: 'I have no debts to list' }).check(),
  otherLiabilities: (page) => page.getByRole('checkbox', { name: 'No such expenses' }).check(),
  realEstateOwned: (page) => page.getByRole('checkbox', { name: 'I own no other real estate' }).check(),
  propertyDetails: (page) => choose(page, 'Part of it is used for a business (mixed use)', 'No'),
  existingPropertyLoans: async (page) => {
    await page.getByRole('button', { name: 'Add a loan' }).click();
    await page.getByLabel('Lender or servicer').fill('Pacific Home Lending');
    await choose(page, 'Lien position', 'First lien');
    await page.getByLabel('Unpaid balance').fill('540000');
    await page.getByLabel('Monthly payment').fill('3120');
    await choose(page, 'Pay it off with the new loan', 'Yes');
    await page.getByRole('button', { name: 'Save loan' }).click();
    await expect(page.getByText(/^Pacific Home Lending · First lien/)).toBeVisible();
  },
  plannedPropertyLoans: (page) => page.getByRole('checkbox', { name: 'No other new loans' }).check(),
  monthlyHousingCosts: async (page) => {
    await page.getByLabel('Homeowner’s insurance').fill('145');
    await page.getByLabel('Property taxes').fill('1025');
  },
  gifts: (page) => page.getByRole('checkbox', { name: 'No gifts or grants' }).check(),
  borrowerDeclarationOccupancy: async (page) => {
    await page.getByRole('radio', { name: 'Yes', exact: true }).first().check();
    await choose(page, 'Owned any other property in the past 3 years', 'No');
  },
  borrowerDeclarationNewCredit: async (page) => {
    await choose(page, 'A mortgage on another property', 'No');
    await choose(page, 'Any other new credit, such as a car loan or credit card', 'No');
  },
  borrowerMilitaryService: firstNo,
  borrowerDemographicsConsent: (page) => page.getByRole('radio', { name: 'No, I do not wish to provide it' }).check(),
  acknowledgements: async (page) => {
    await page.getByRole('checkbox', { name: 'I have read and agree to the acknowledgements and agreements' }).check();
    await page.getByRole('checkbox', { name: 'I authorize the lender to check my credit' }).check();
    await page.getByLabel('Type your full legal name as your signature').fill('Casey Morgan');
  },
};

/** Answers questions until `stopAt` (or the review screen), pressing Continue (or Enter) each time. */
async function answerUntil(page: Page, stopAt: string) {
  for (let step = 0; step < 80; step += 1) {
    const id = questionId(page);
    if (!id || id === stopAt || id === 'review') return;
    const answer = answers[id] ?? (id.startsWith('borrowerDeclaration') ? firstNo : null);
    if (answer) await answer(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(new RegExp(`question=${id}(&|$)`), { timeout: 10_000 });
  }
  throw new Error(`never reached ${stopAt}`);
}

test('a visitor goes from prequal to a submitted refinance application, resuming after a reload', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/application/refinance');
  await acknowledgePrivacyBanner(page);

  // The prequal questions.
  await expect(page.getByRole('heading', { name: 'Which home would you like to refinance?' })).toBeVisible();
  await captureScreens(page, testInfo, 'refinance-prequal');
  await fillAddress(page, '1450 Larkin St');
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: 'Primary' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Single-family house' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('What is it worth today?').fill('985000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Remaining balance').fill('540000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await firstNo(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: '760-779' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, 'I have served in the US military (VA loans)', 'No');
  await choose(page, 'My current loan is an FHA loan', 'No');
  await choose(page, 'Rate type', 'Fixed rate');
  await choose(page, 'Loan term', '30 years');
  await page.getByRole('button', { name: 'Continue' }).click();

  // A new account, signed in by the prequal.
  await expect(page.getByRole('heading', { name: 'Create your account to start your application' })).toBeVisible();
  await captureScreens(page, testInfo, 'refinance-create-account');
  const email = `casey.${Date.now()}@example.com`;
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Morgan');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account and continue' }).click();

  // The application, prefilled from the prequal and the account.
  await expect(page).toHaveURL(/\/application\/refinance\/[0-9a-f-]{36}\?question=applicantMode$/, { timeout: 20_000 });
  const applicationPath = new URL(page.url()).pathname;
  await acknowledgePrivacyBanner(page);
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toBeVisible();

  await answerUntil(page, 'assets');
  await expect(page.getByRole('heading', { name: 'What bank, retirement and investment accounts do you have?' })).toBeVisible();
  const progressBefore = await page.getByRole('progressbar').getAttribute('aria-valuenow');
  await captureScreens(page, testInfo, 'refinance-question');

  // Reload in the middle: the same question, the same progress.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'What bank, retirement and investment accounts do you have?' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', progressBefore ?? '');
  // Opened afresh (another device), it resumes at the first unanswered question.
  await page.goto(applicationPath);
  await expect(page).toHaveURL(new RegExp(`${applicationPath}\\?question=assets$`));

  // The browser's back and forward buttons step through questions.
  await answers.assets!(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/question=liabilities$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'What bank, retirement and investment accounts do you have?' })).toBeVisible();
  await expect(page.getByText('Checking account · Golden Gate Credit Union · $28,500', { exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'What debts do you owe?' })).toBeVisible();

  await answerUntil(page, 'review');
  await expect(page.getByRole('heading', { name: 'Review your application' })).toBeVisible();
  await expect(page.getByText('Not answered yet')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await captureScreens(page, testInfo, 'refinance-review');

  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
  await expect(page.getByText(/Reference:/)).toBeVisible();
  await captureScreens(page, testInfo, 'refinance-submitted');

  // Submitted stays submitted, on any visit.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
  await expect(page.getByText('Casey Morgan').first()).toBeVisible();
});
