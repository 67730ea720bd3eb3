import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockBankLinks } from '#mocks/bankLinks';
import { mockDocuments } from '#mocks/documents';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { mockProperties } from '#mocks/properties';
import {
  COMPLETE_RESTRUCTURE_ANSWERS,
  resetMockRestructureApplications,
  restructureApplicationScenarios,
  seedMockRestructureApplication,
} from '#mocks/restructureApplication';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';
import { STAGE_POLL_MS } from './RestructureApplicationPage';

// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 12_000 };
const pathOf = (uuid: string) => `/application/partner/${uuid}`;

beforeEach(() => {
  resetMockRestructureApplications();
  mockBankLinks.reset();
  mockSession.set(true);
});
afterEach(() => {
  mockServer.resetHandlers(...createMockHandlers());
  mockProperties.useScenario(1);
});

describe('the partnership application screen', { timeout: 30_000 }, () => {
  it('sends a visitor to log in first', async () => {
    mockSession.set(false);
    const path = pathOf('0b5c9a55-3c1e-4a0e-9a7e-7d3f8a1b2c3d');
    const { router } = await renderRoutes(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent(path)}`);
  });

  it('resumes at the first unanswered question, with progress and sections', async () => {
    const uuid = seedMockRestructureApplication('APPROVAL', { hasCoOwners: false, ownerAnnualIncomeCents: 90_000_00 });
    const { router } = await renderRoutes(pathOf(uuid));
    expect(await screen.findByRole('heading', { level: 1, name: 'Does your home belong to a homeowners association (HOA)?' }, FIRST)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?question=hasHoa');
    const sections = screen.getByRole('navigation', { name: 'Application sections' });
    expect(within(sections).getByRole('button', { name: /Your home.*Complete/ })).toBeInTheDocument();
    expect(within(sections).getByRole('button', { name: /HOA and taxes/ })).toHaveAttribute('aria-current', 'step');
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  });

  it('asks for the HOA fees in words that keep the acronym, and only once the question is answered', async () => {
    const uuid = seedMockRestructureApplication('APPROVAL', { hasCoOwners: false, ownerAnnualIncomeCents: 90_000_00 });
    const user = userEvent.setup();
    await renderRoutes(`${pathOf(uuid)}?question=hasHoa`);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }, FIRST));
    const fees = await screen.findByLabelText('HOA fees a month');
    // Nothing typed yet: no message for a field the person has not reached.
    expect(screen.queryByText(/Enter the .*HOA fees a month\./i)).not.toBeInTheDocument();
    expect(fees).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the HOA fees a month.')).toBeInTheDocument();
  });

  it('checks the cash asked for in the spec’s words, and saves and moves on when it is within the limit', async () => {
    const uuid = seedMockRestructureApplication('APPROVAL', { ...COMPLETE_RESTRUCTURE_ANSWERS, cashOutPurpose: null });
    const user = userEvent.setup();
    await renderRoutes(`${pathOf(uuid)}?question=cashOutAmount`);
    const cash = await screen.findByLabelText('Cash amount', {}, FIRST);
    await user.clear(cash);
    await user.type(cash, '160000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your cash out exceeds our current limit of $150,000.')).toBeInTheDocument();
    expect(cash).toHaveAttribute('aria-invalid', 'true');

    await user.clear(cash);
    await user.type(cash, '40000');
    await user.click(await screen.findByRole('radio', { name: 'Repairs' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Where does your income come from?' })).toBeInTheDocument();
  });

  it('keeps what was typed when the answer cannot be saved', async () => {
    mockServer.resetHandlers(...createMockHandlers([restructureApplicationScenarios.saveFails]));
    const uuid = seedMockRestructureApplication('APPROVAL', {});
    const user = userEvent.setup();
    await renderRoutes(`${pathOf(uuid)}?question=estimatedPropertyValue`);
    const value = await screen.findByLabelText(/What is your home worth today\?/, {}, FIRST);
    await user.clear(value);
    await user.type(value, '910000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/We couldn’t reach Roofline/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /What is your home worth today\?/ })).toBeInTheDocument();
    expect(value).toHaveValue('910,000');
  });

  it('lists what is missing on submit, then submits and asks for documents', async () => {
    const uuid = seedMockRestructureApplication('APPROVAL', { hasCoOwners: false });
    const user = userEvent.setup();
    await renderRoutes(`${pathOf(uuid)}?question=review`);
    await user.click(await screen.findByRole('button', { name: 'Submit my application' }, FIRST));
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('A few things need your attention');
    expect(within(problems).getByRole('button', { name: 'What is your annual income?' })).toBeInTheDocument();
  });

  it('submits a complete application and shows the documents step', async () => {
    const uuid = seedMockRestructureApplication('APPROVAL');
    const user = userEvent.setup();
    await renderRoutes(`${pathOf(uuid)}?question=review`);
    // The consent to a soft credit check comes with the submit (decision 0034).
    await user.click(await screen.findByRole('checkbox', { name: /soft credit check/ }, FIRST));
    await user.click(screen.getByRole('button', { name: 'Submit my application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your documents' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Where your application stands' });
    expect(within(steps).getByText('Documents').closest('li')).toHaveAttribute('data-state', 'current');
    expect(within(steps).getByText('Application').closest('li')).toHaveAttribute('data-state', 'active');
    // Each upload panel names its document once its list of files has loaded.
    expect(await screen.findByRole('heading', { name: "Driver's license" })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pay stub' })).toBeInTheDocument();

    // Done without uploading: the review asks for what is missing.
    await user.click(screen.getByRole('button', { name: 'I’ve uploaded my documents' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We need a little more' })).toBeInTheDocument();
    expect(screen.getByText('Still missing')).toBeInTheDocument();
  });

  it('waits for a file still uploading before the review can start', async () => {
    const uuid = seedMockRestructureApplication('DOCUMENT_UPLOAD');
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    // The upload is answered only once the test lets it through. (jsdom's File does not survive
    // the multipart body, so the file is kept here as the mock server would keep it.)
    mockServer.use(
      http.post('*/graphql', async ({ request }) => {
        if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
        await arrived;
        const {
          applicationType: _type,
          applicationUuid: _uuid,
          bytes: _bytes,
          ...document
        } = mockDocuments.add({
          uuid: crypto.randomUUID(),
          applicationType: 'RESTRUCTURE',
          applicationUuid: uuid,
          type: 'DRIVERS_LICENSE',
          name: 'license.pdf',
          size: 16,
          contentType: 'application/pdf',
          updatedAt: new Date().toISOString(),
          isSystemUpload: false,
          bytes: new Uint8Array(16),
        });
        return HttpResponse.json({ data: { __typename: 'Mutation', uploadDocument: { __typename: 'UploadDocumentPayload', document, errors: [] } } });
      }),
    );
    const user = userEvent.setup();
    await renderRoutes(pathOf(uuid));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your documents' }, FIRST)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "Driver's license" })).toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'I’ve uploaded my documents' });
    expect(done).toBeEnabled();

    await user.upload(screen.getByLabelText("Choose files for Driver's license"), new File(['%PDF-1.4 license'], 'license.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploading… wait for the file to finish.')).toBeInTheDocument();
    expect(done).toBeDisabled();

    arrive();
    expect(await screen.findByRole('link', { name: 'license.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(done).toBeEnabled());
    expect(screen.queryByText(/^Uploading…/)).not.toBeInTheDocument();
  });

  it('shows the approved offer with Exhibit C, and accepts the agreement only once read and agreed to', async () => {
    const uuid = seedMockRestructureApplication('CONTRACT_REVIEW');
    const user = userEvent.setup();
    await renderRoutes(pathOf(uuid));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your offer and contract' }, FIRST)).toBeInTheDocument();
    // The worked example: V0 $800,000, M $400,000, PAYOFF with $50,000 cash.
    const offer = screen.getByRole('region', { name: /You’re approved/ });
    expect(within(offer).getByText(/^This offer is open until /)).toBeInTheDocument();
    expect(within(offer).getAllByText('Monthly payment', { selector: 'dt' })[0]!.nextSibling).toHaveTextContent('$2,375');
    expect(within(within(offer).getByRole('region', { name: 'Each month' })).getByText('Usage fee').nextSibling).toHaveTextContent('$1,875');
    expect(within(offer).getByText('Roofline’s share').nextSibling).toHaveTextContent('56.25%');
    const exhibitC = within(offer).getByRole('region', { name: 'Exhibit C' });
    expect(within(exhibitC).getByText('Original designated percentage').nextSibling).toHaveTextContent('56.25%');
    expect(screen.getByRole('link', { name: 'Download the option agreement (PDF)' }).getAttribute('href')).toMatch(
      new RegExp(`^/api/v1/application_files/${uuid}/contract/`),
    );

    const accept = screen.getByRole('button', { name: 'Accept the agreement' });
    expect(accept).toBeDisabled();
    // The agreement page by page as printed: the figures first, the clauses on the last page.
    const first = screen.getByLabelText('Page 1 of 3');
    expect(within(first).getByRole('heading', { name: 'Option agreement' })).toBeInTheDocument();
    expect(within(first).getByText('Designated percentage').nextSibling).toHaveTextContent('56.3%');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(await screen.findByLabelText('Page 2 of 3')).getByText('Monthly payment').nextSibling).toHaveTextContent('$2,375');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(await screen.findByLabelText('Page 3 of 3')).getByText(/^1\. Purchase\. Roofline buys the designated percentage/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept the agreement' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Accept the agreement' }));
    expect(await screen.findByText('Tick the box to confirm you agree to the option agreement.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have read the option agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Accept the agreement' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your payment account' })).toBeInTheDocument();
  });

  it('checks the payment account as typed, then the partnership goes to verification and inspection', async () => {
    const uuid = seedMockRestructureApplication('FINALIZE_RESTRUCTURE');
    const user = userEvent.setup();
    await renderRoutes(pathOf(uuid));
    await user.type(await screen.findByLabelText('Name on the account', {}, FIRST), 'Alex Rivera');
    const routing = screen.getByLabelText('Routing number');
    await user.type(routing, '12345');
    await user.tab();
    expect(await screen.findByText('Enter the 9-digit routing number printed on your checks.')).toBeInTheDocument();
    // Nine digits that fail the checksum: the digits are wrong, not their count.
    await user.clear(routing);
    await user.type(routing, '123456789');
    await user.tab();
    expect(await screen.findByText('That routing number is not valid: check the 9 digits printed on your checks.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the 9-digit routing number printed on your checks.')).not.toBeInTheDocument();
    await user.clear(routing);
    await user.type(routing, '011000015');
    await user.type(screen.getByLabelText('Account number'), '12');
    await user.click(screen.getByRole('button', { name: 'Use this account' }));
    expect(await screen.findByText('Enter an account number of 4 to 17 digits.')).toBeInTheDocument();
    expect(screen.queryByText(/routing number/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Account number'), '3456789');
    await user.click(screen.getByRole('button', { name: 'Use this account' }));
    // The mocks verify the account at once; the inspection passes on the next look.
    expect(await screen.findByRole('heading', { level: 1, name: /Your home’s inspection|Your partnership is active/ })).toBeInTheDocument();
    expect(screen.getByText(/checking ending in 6789/)).toBeInTheDocument();
  });

  it('puts the property’s dashboard in the navigation when the page sees the partnership complete', async () => {
    mockProperties.useScenario(0);
    const uuid = seedMockRestructureApplication('FINALIZE_RESTRUCTURE');
    const user = userEvent.setup();
    await renderRoutes(pathOf(uuid));
    await user.type(await screen.findByLabelText('Name on the account', {}, FIRST), 'Alex Rivera');
    await user.type(screen.getByLabelText('Routing number'), '011000015');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    const nav = () => screen.getByRole('navigation', { name: 'Main' });
    // The navigation has the user, without a property, before the partnership completes.
    expect(await within(nav()).findByRole('button', { name: /^Hi, / })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    // As the API does, the completed partnership's home becomes the user's property.
    mockProperties.useScenario(1);
    await user.click(screen.getByRole('button', { name: 'Use this account' }));
    // As the API's jobs do, the mocks verify the account by the next look and pass the inspection by the one after.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your partnership is active' }, { timeout: 3 * STAGE_POLL_MS })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/property/${mockProperties.uuids[0]}/dashboard`),
    );
  });

  it('links a bank at the payment step and pays from one of its verified checking or savings accounts', async () => {
    const uuid = seedMockRestructureApplication('FINALIZE_RESTRUCTURE');
    const user = userEvent.setup();
    await renderRoutes(pathOf(uuid));
    expect(await screen.findByText('No bank account is linked yet.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByLabelText('Name on the account')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Link a bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your bank' });
    await user.click(await within(dialog).findByRole('button', { name: 'First Platypus Bank' }));
    await user.type(within(dialog).getByLabelText('Username'), 'user_good');
    await user.type(within(dialog).getByLabelText('Password'), 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'Link account' }));
    // The accounts are listed a moment before the window closes (and gives focus back): choose after.
    await waitForElementToBeRemoved(dialog);

    const payFrom = await screen.findByRole('group', { name: 'Pay from' });
    expect(
      within(payFrom)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['First Platypus Bank · Plaid Checking ending in 0000', 'First Platypus Bank · Plaid Saving ending in 1111', 'Another account, entered by hand']);
    expect(within(payFrom).getByRole('radio', { name: /Plaid Checking/ })).toBeChecked();
    expect(screen.queryByLabelText('Name on the account')).not.toBeInTheDocument();

    await user.click(within(payFrom).getByRole('radio', { name: 'Another account, entered by hand' }));
    expect(screen.getByLabelText('Name on the account')).toBeInTheDocument();
    await user.click(within(payFrom).getByRole('radio', { name: /Plaid Saving/ }));
    await user.click(screen.getByRole('button', { name: 'Use this account' }));
    // The mocks verify the account at once; the inspection passes on the next look.
    expect(await screen.findByRole('heading', { level: 1, name: /Your home’s inspection|Your partnership is active/ })).toBeInTheDocument();
    expect(screen.getByText('Payment account: savings ending in 1111 at First Platypus Bank')).toBeInTheDocument();
  });

  it('offers a linked account only once it is verified; until then the account is typed in', async () => {
    const uuid = seedMockRestructureApplication('FINALIZE_RESTRUCTURE');
    mockBankLinks.add(uuid, {
      name: 'Manually entered account',
      accounts: [
        {
          __typename: 'FinancialAccount',
          uuid: '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e',
          accountId: 'acct-6789',
          name: 'Checking',
          mask: '6789',
          subtype: 'checking',
          verificationStatus: 'PENDING_MANUAL_VERIFICATION',
        },
      ],
    });
    const user = userEvent.setup();
    await renderRoutes(pathOf(uuid));
    const deposits = await screen.findByRole('form', { name: 'Confirm the deposits to Manually entered account' }, FIRST);
    expect(screen.queryByRole('group', { name: 'Pay from' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name on the account')).toBeInTheDocument();

    await user.type(within(deposits).getByLabelText('Deposit 1'), '0.01');
    await user.type(within(deposits).getByLabelText('Deposit 2'), '0.02');
    await user.click(within(deposits).getByRole('button', { name: 'Confirm deposits' }));
    const payFrom = await screen.findByRole('group', { name: 'Pay from' });
    expect(within(payFrom).getByRole('radio', { name: 'Manually entered account · Checking ending in 6789' })).toBeChecked();
  });

  it('shows a completed partnership as done', async () => {
    const uuid = seedMockRestructureApplication('COMPLETED');
    await renderRoutes(pathOf(uuid));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your partnership is active' }, FIRST)).toBeInTheDocument();
    // An accepted offer is no longer open until a date: it states the terms agreed.
    expect(screen.queryByText(/open until/)).not.toBeInTheDocument();
    expect(screen.getByText('You accepted this offer: these are the terms of your partnership.')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Where your application stands' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .every((step) => step.getAttribute('data-state') === 'active'),
    ).toBe(true);
  });

  it('explains a denial in the spec’s words', async () => {
    const uuid = seedMockRestructureApplication('DENIED');
    await renderRoutes(pathOf(uuid));
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t offer a partnership' }, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Given the information you entered, you do not meet the investment criteria for the partnership.')).toBeInTheDocument();
  });

  it('says so when the application is someone else’s or does not exist', async () => {
    await renderRoutes(pathOf('0b5c9a55-3c1e-4a0e-9a7e-7d3f8a1b2c3d'));
    expect(await screen.findByText('We couldn’t find this application', {}, FIRST)).toBeInTheDocument();
  });

  it('offers to try again when loading fails', async () => {
    mockServer.resetHandlers(...createMockHandlers([restructureApplicationScenarios.failure]));
    await renderRoutes(pathOf('0b5c9a55-3c1e-4a0e-9a7e-7d3f8a1b2c3d'));
    expect(await screen.findByText('We couldn’t load your application', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
