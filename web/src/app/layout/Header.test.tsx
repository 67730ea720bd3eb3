import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type { MeQuery, RestructureApplicationsQuery } from '#generated/web';
import { renderRoutes } from '../../test/renderRoutes';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { mockSession } from '#mocks/session';
import { demoUser } from '#mocks/fixtures';
import { featureFlagsHandler } from '#mocks/flags';

// Pages load lazily through the real route table; give a busy machine time to compile them.
configure({ asyncUtilTimeout: 5000 });

const PROPERTY = '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a60';
const APPLICATION = '4d3c2b1a-6f5e-4d7c-9b8a-0f1e2d3c4b5a';

const meWith = (viewerRole: 'OWNER' | 'CO_OWNER') =>
  graphql.query<MeQuery>('me', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        me: { ...demoUser, properties: [{ __typename: 'UserProperty', propertyUuid: PROPERTY, dealType: ['RESTRUCTURE'], viewerRole }] },
      },
    }),
  );
const meWithProperty = meWith('OWNER');
const oneApplication = graphql.query<RestructureApplicationsQuery>('restructureApplications', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      restructureApplications: [
        {
          __typename: 'RestructureApplication',
          uuid: APPLICATION,
          propertyLocation: { __typename: 'Location', streetNumber: '88', streetName: 'Ocean Ave', unitNumber: null, zip: '94112' },
        },
      ],
    },
  }),
);

describe('Header: navigation fed by me, the application lists and the flags', () => {
  it('shows a visitor no dashboard, no applications and no Programs (flag off by default)', async () => {
    await renderRoutes('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The navigation shows before the session query answers; "Log in" says the visitor is known.
    expect(await within(nav).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Programs' })).toBeNull();
  });

  it("links a user's one property dashboard and lists their application by address", async () => {
    mockSession.set(true);
    mockServer.resetHandlers(...createMockHandlers([meWithProperty, oneApplication]));
    const user = userEvent.setup();
    await renderRoutes('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/property/${PROPERTY}/dashboard`);
    await user.click(await within(nav).findByRole('button', { name: 'Applications' }));
    expect(screen.getByRole('menuitem', { name: '88 Ocean Ave' })).toHaveAttribute('href', `/application/partner/${APPLICATION}`);
  });

  it('links an invited co-owner to the read-only partner dashboard of the home shared with them', async () => {
    mockSession.set(true);
    mockServer.resetHandlers(...createMockHandlers([meWith('CO_OWNER')]));
    await renderRoutes('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/partner/property/${PROPERTY}/dashboard`);
  });

  it('shows Programs when the server turns the programs flag on', async () => {
    mockServer.resetHandlers(...createMockHandlers([featureFlagsHandler({ programs: true })]));
    await renderRoutes('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
  });

  it('turns dark over the home page hero and light below it', async () => {
    let heroBottom = 600;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const spans = this.hasAttribute('data-nav-theme');
      return DOMRect.fromRect({ x: 0, y: spans ? 0 : 1000, width: 100, height: spans ? heroBottom : 10 });
    });
    await renderRoutes('/');
    await screen.findByRole('heading', { level: 1, name: 'Own more of your home, owe less on it.' });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark'));
    heroBottom = 30;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'light'));
    rect.mockRestore();
  });
});
