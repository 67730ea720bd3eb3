import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { denial } from '#core/partnership/index';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { featureFlagsHandler } from '#mocks/flags';
import { DenialNotice } from './DenialNotice';
import { usePartnershipWaitlist } from '../../model/usePartnershipWaitlist';

/** A homeowner's denial as the restructure application shows it, the flag read from the server. */
function HomeownerDenial() {
  return <DenialNotice denials={[denial('OUT_OF_STATE')]} partnershipWaitlist={usePartnershipWaitlist('b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d')} />;
}

const renderDenial = () =>
  render(
    <ReadyDataProvider client={createApolloClient()}>
      <MemoryRouter>
        <HomeownerDenial />
      </MemoryRouter>
    </ReadyDataProvider>,
  );

describe('usePartnershipWaitlist (§9.21)', () => {
  it('offers the partnership waitlist once the server has the flag on', async () => {
    mockServer.resetHandlers(...createMockHandlers([featureFlagsHandler({ partnershipWaitlist: true })]));
    renderDenial();
    expect(await screen.findByRole('region', { name: 'Join the partnership waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });

  it('keeps the home-buying waitlist link while the flag is off (the spec default)', async () => {
    renderDenial();
    expect(await screen.findByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/buy/waitlist');
    expect(screen.queryByRole('region', { name: 'Join the partnership waitlist' })).not.toBeInTheDocument();
  });
});
