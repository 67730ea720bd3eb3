import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { denial, type DenialCode } from '#core/partnership/index';
import { PREQUAL_NOT_WAITLISTABLE } from '#core/waitlist/index';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { mockFlags } from '#mocks/flags';
import { mockPrequals } from '#mocks/prequal';
import { DenialNotice } from './DenialNotice';

const NEW_YORK_PREQUAL = 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const CALIFORNIA_PREQUAL = 'c4a2d3e5-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const home = { estimatedPropertyValue: 800_000, outstandingMortgageBalance: 400_000, cashOutAmount: 50_000, propertyUse: 'PRIMARY_RESIDENCE' as const };

function renderNotice(codes: DenialCode[], partnershipWaitlist: { prequalUuid?: string } | null) {
  return render(
    <ReadyDataProvider client={createApolloClient()}>
      <MemoryRouter>
        <DenialNotice denials={codes.map(denial)} partnershipWaitlist={partnershipWaitlist} />
      </MemoryRouter>
    </ReadyDataProvider>,
  );
}

async function signUp(zip = '10118') {
  const user = userEvent.setup();
  // The sign-up form loads on first render.
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Noor');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'noor@example.com');
  await user.type(screen.getByRole('textbox', { name: 'ZIP code of your home' }), zip);
  await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
}

afterEach(() => mockPrequals.clear());

describe('DenialNotice and the partnership waitlist (§8.08, §8.09, §8.15, §8.16)', () => {
  it.each<DenialCode>(['MANUAL_REVIEW_REQUIRED', 'OUT_OF_AREA', 'OUT_OF_STATE'])('links %s to the home-buying waitlist while the flag is off', (code) => {
    renderNotice([code], null);
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/buy/waitlist');
    expect(screen.queryByRole('region', { name: 'Join the partnership waitlist' })).not.toBeInTheDocument();
  });

  it('offers no waitlist for a denial that has none', () => {
    renderNotice(['DENIED_CREDIT'], {});
    expect(screen.queryByRole('region', { name: 'Join the partnership waitlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });

  it('with the flag on, joins the partnership waitlist from the denied prequal, which is then waitlisted', async () => {
    mockFlags.set({ partnershipWaitlist: true });
    mockPrequals.remember(NEW_YORK_PREQUAL, { ...home, propertyLocation: { state: 'NY', zip: '10118' } });
    renderNotice(['OUT_OF_STATE'], { prequalUuid: NEW_YORK_PREQUAL });
    expect(screen.queryByRole('link', { name: 'Join the waitlist' })).not.toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
    expect(mockPrequals.isWaitlisted(NEW_YORK_PREQUAL)).toBe(false);
    await signUp();
    expect(await screen.findByRole('heading', { name: 'You’re on the partnership waitlist, Noor' })).toBeInTheDocument();
    expect(mockPrequals.isWaitlisted(NEW_YORK_PREQUAL)).toBe(true);
  });

  it('says so, keeping what was typed, when the prequal has no area or state denial', async () => {
    mockFlags.set({ partnershipWaitlist: true });
    mockPrequals.remember(CALIFORNIA_PREQUAL, { ...home, propertyLocation: { state: 'CA', zip: '94109' } });
    renderNotice(['OUT_OF_AREA'], { prequalUuid: CALIFORNIA_PREQUAL });
    await signUp('94109');
    expect(await screen.findByText(PREQUAL_NOT_WAITLISTABLE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('noor@example.com');
    expect(mockPrequals.isWaitlisted(CALIFORNIA_PREQUAL)).toBe(false);
  });
});
