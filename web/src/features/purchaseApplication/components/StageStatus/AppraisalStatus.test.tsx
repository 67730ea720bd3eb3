import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { APPRAISAL_NOT_RECEIVED } from '#core/purchaseApplication/index';
import type { PurchaseApplication_ApplicationFragment } from '#generated/web';
import { mockDocuments } from '#mocks/documents';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import {
  recordMockAppraisal,
  recordMockPurchaseUpload,
  resetMockPurchaseApplications,
  seedMockPurchaseApplication,
  toMockPurchaseApplication,
} from '#mocks/purchaseApplication';
import type { MockPurchase } from '#mocks/purchaseApplicationState';
import { mockSession } from '#mocks/session';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { AppraisalStatus } from './AppraisalStatus';
import { StageStatus } from './StageStatus';

const UUID = '7a0c0000-0000-4000-8000-0000000000c5';

function atAppraisal(): MockPurchase {
  return seedMockPurchaseApplication(UUID, 'APPRAISAL_AND_SERVICES');
}

function renderWithData(children: React.ReactNode) {
  render(
    <ReadyDataProvider client={createApolloClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </ReadyDataProvider>,
  );
}

const figure = (list: HTMLElement, label: string) => within(list).getByText(label).nextElementSibling;

beforeEach(() => {
  resetMockPurchaseApplications();
  mockDocuments.reset();
  mockSession.set(true);
});
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

describe('the appraisal on the Appraisal and services screen', { timeout: 30_000 }, () => {
  it('shows an ordered appraisal, then the appraiser’s value when it arrives by itself; the buyer never types it', async () => {
    renderWithData(<StageStatus application={toMockPurchaseApplication(atAppraisal()) as unknown as PurchaseApplication_ApplicationFragment} />);
    expect(await screen.findByText('Your appraisal is ordered')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /appraised value/i })).not.toBeInTheDocument();
    // The mock vendor's sandbox reports a moment later, at the $590,000 contract price; the screen asks again by itself.
    const received = await screen.findByLabelText('Your appraisal', {}, { timeout: 15_000 });
    expect(figure(received, 'Status')).toHaveTextContent('Received');
    expect(figure(received, 'Appraised value')).toHaveTextContent('$590,000');
    expect(figure(received, 'Price above the appraisal (paid in cash)')).toHaveTextContent('$0');
    expect(within(received).getByText('Received on')).toBeInTheDocument();
  });

  it('shows an appraisal under the price with the gap the buyer pays in cash', async () => {
    recordMockAppraisal(atAppraisal(), 585_000_00);
    renderWithData(<AppraisalStatus uuid={UUID} />);
    const received = await screen.findByLabelText('Your appraisal');
    expect(figure(received, 'Appraised value')).toHaveTextContent('$585,000');
    expect(figure(received, 'Price above the appraisal (paid in cash)')).toHaveTextContent('$5,000');
  });

  it('refuses to go to closing until the appraisal is in', async () => {
    const record = atAppraisal();
    // Held, as an appraisal waiting for staff to record it is.
    record.appraisalDueAt = null;
    for (const type of ['TITLE_REPORT', 'APPRAISAL', 'INSPECTION', 'DISCLOSURE'] as const) recordMockPurchaseUpload(UUID, type);
    renderWithData(<StageStatus application={toMockPurchaseApplication(record) as unknown as PurchaseApplication_ApplicationFragment} />);
    await screen.findByText('Your appraisal is ordered');
    await userEvent.click(screen.getByRole('button', { name: 'Go to closing' }));
    expect(await screen.findByText(APPRAISAL_NOT_RECEIVED.message)).toBeInTheDocument();
    expect(record.stage).toBe('APPRAISAL_AND_SERVICES');
  });

  it('says so when no appraisal is ordered', async () => {
    seedMockPurchaseApplication(UUID, 'MY_OFFERS');
    renderWithData(<AppraisalStatus uuid={UUID} />);
    expect(await screen.findByText(/No appraisal is ordered for this purchase yet/)).toBeInTheDocument();
  });

  it('shows a loading state, and a failure with a way to try again', async () => {
    atAppraisal();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.query('purchaseAppraisal', async () => {
          await held;
          return HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        }),
      ]),
    );
    renderWithData(<AppraisalStatus uuid={UUID} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your appraisal…');
    release();
    expect(await screen.findByText('We couldn’t load your appraisal')).toBeInTheDocument();
    mockServer.resetHandlers(...createMockHandlers());
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Your appraisal is ordered')).toBeInTheDocument();
  });
});
