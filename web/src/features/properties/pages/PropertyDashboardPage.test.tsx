import { render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEDGER_UNVERIFIED_MESSAGE } from '#core/properties/ledgerChain';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { mockProperties } from '#mocks/properties';
import { mockSession } from '#mocks/session';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import PartnerPropertyDashboardPage from './PartnerPropertyDashboardPage';
import PropertyDashboardPage from './PropertyDashboardPage';

const [uuid] = mockProperties.uuids;

function renderAt(path: string) {
  return render(
    <ReadyDataProvider client={createApolloClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/property/:uuid/dashboard" element={<PropertyDashboardPage />} />
          <Route path="/partner/property/:uuid/dashboard" element={<PartnerPropertyDashboardPage />} />
        </Routes>
      </MemoryRouter>
    </ReadyDataProvider>,
  );
}

beforeEach(() => {
  mockProperties.useScenario(1);
  mockSession.set(true);
});

describe('a dashboard whose equity record failed its integrity check', () => {
  it.each([
    ['the owner', `/property/${uuid}/dashboard`, 'propertyDashboard'],
    ['a partner', `/partner/property/${uuid}/dashboard`, 'partnerPropertyDashboard'],
  ])('tells %s so, with no figures and no retry', async (_who, path, operation) => {
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.query(operation, () =>
          HttpResponse.json({ data: null, errors: [{ message: LEDGER_UNVERIFIED_MESSAGE, extensions: { code: 'LEDGER_UNVERIFIED' } }] }),
        ),
      ]),
    );
    renderAt(path);
    expect(await screen.findByText(LEDGER_UNVERIFIED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We can’t show this dashboard right now');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Roofline’s share/)).not.toBeInTheDocument();
  });
});
