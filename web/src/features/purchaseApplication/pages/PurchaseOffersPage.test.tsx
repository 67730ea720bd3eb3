import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerAbovePreApproval } from '#core/purchaseApplication/index';
import { resetMockPurchaseApplications, seedMockPurchaseApplication } from '#mocks/purchaseApplication';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 20_000 };
const UUID = '7a0c0000-0000-4000-8000-0000000000f1';
// The seeded buyer is pre-approved up to $800,000 and has a rejected offer on 12 Elm St at $610,000.
const ABOVE = offerAbovePreApproval(850_000_00, 800_000_00)!;

beforeEach(() => {
  resetMockPurchaseApplications();
  mockSession.set(true);
  seedMockPurchaseApplication(UUID, 'MY_OFFERS');
});

async function openOffers() {
  await renderRoutes('/purchase/offers');
  return screen.findByRole('region', { name: 'Your offers' }, FIRST);
}

describe('offers and the pre-approval', { timeout: 45_000 }, () => {
  it('warns as the buyer types a price above the pre-approval, and not at or below it', async () => {
    const user = userEvent.setup();
    await openOffers();
    await user.click(screen.getByRole('button', { name: 'Record an offer' }));
    const price = screen.getByLabelText('Price ($)');
    await user.type(price, '850000');
    expect(await screen.findByText(ABOVE)).toBeInTheDocument();
    expect(ABOVE).toContain('$800,000');
    await user.clear(price);
    await user.type(price, '800000');
    expect(screen.queryByText(ABOVE)).not.toBeInTheDocument();
  });

  it('warns on a recorded offer above the pre-approval and offers it no letter', async () => {
    const user = userEvent.setup();
    const offers = await openOffers();
    await user.click(screen.getByRole('button', { name: 'Record an offer' }));
    await user.type(screen.getByLabelText('Address'), '9 Cedar Ct, Sacramento, CA');
    await user.type(screen.getByLabelText('Price ($)'), '850000');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    const recorded = (await within(offers).findByText(/9 Cedar Ct, Sacramento, CA/)).closest('li')!;
    expect(within(recorded).getByText(ABOVE)).toBeInTheDocument();
    expect(within(recorded).queryByRole('button', { name: /^Letter for/ })).not.toBeInTheDocument();
  });

  it('writes a letter for an offer and links its PDF', async () => {
    const user = userEvent.setup();
    const offers = await openOffers();
    await user.click(within(offers).getByRole('button', { name: 'Letter for the offer on 12 Elm St, Sacramento, CA' }));
    const link = await within(offers).findByRole('link', { name: 'Download the letter for 12 Elm St, Sacramento, CA' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/api\/v1\/application_files\/.+\/PRE_APPROVAL_LETTER\/.+/));
    expect(link).toHaveAttribute('download', 'Pre-approval letter, 12 Elm St, Sacramento, CA.pdf');
    expect(within(offers).queryByRole('button', { name: /^Letter for/ })).not.toBeInTheDocument();
  });
});
