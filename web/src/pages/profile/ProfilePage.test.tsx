import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderRoutes } from '../../test/renderRoutes';
import { mockSession } from '#mocks/session';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { demoUser } from '#mocks/fixtures';
import type { MeQuery } from '#generated/web';

describe('profile page', () => {
  it('shows the saved details, phone formatted', async () => {
    mockSession.set(true);
    await renderRoutes('/profile');
    expect(await screen.findByLabelText('First name')).toHaveValue('Dana');
    expect(screen.getByLabelText('Phone')).toHaveValue('415-555-0142');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1986-04-12');
  });

  it('validates as you type with clear messages', async () => {
    mockSession.set(true);
    const user = userEvent.setup();
    await renderRoutes('/profile');
    const zip = await screen.findByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '12');
    await user.tab();
    expect(await screen.findByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '555');
    await user.tab();
    expect(await screen.findByText('Enter a 10-digit US phone number.')).toBeInTheDocument();
  });

  it('saves an edit and says so', async () => {
    mockSession.set(true);
    const user = userEvent.setup();
    await renderRoutes('/profile');
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Danielle');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Danielle');
  });

  it('puts server refusals on their fields and keeps what was typed', async () => {
    mockSession.set(true);
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.mutation('updateProfile', () =>
          HttpResponse.json({
            data: {
              updateProfile: {
                __typename: 'UpdateProfilePayload',
                user: null,
                errors: [{ __typename: 'UserError', code: 'INVALID', message: 'You must be at least 18 years old.', field: 'dateOfBirth' }],
              },
            },
          }),
        ),
      ]),
    );
    const user = userEvent.setup();
    await renderRoutes('/profile');
    const last = await screen.findByLabelText('Last name');
    await user.clear(last);
    await user.type(last, 'Rivera-Lopez');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('You must be at least 18 years old.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera-Lopez');
  });

  it('keeps the draft when the save fails on the network', async () => {
    mockSession.set(true);
    mockServer.resetHandlers(...createMockHandlers([graphql.mutation('updateProfile', () => HttpResponse.error())]));
    const user = userEvent.setup();
    await renderRoutes('/profile');
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Oakland');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Your changes were not saved/)).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Oakland');
  });

  it('records a consent with its time', async () => {
    mockSession.set(true);
    const user = userEvent.setup();
    await renderRoutes('/profile');
    const panel = (await screen.findByRole('heading', { name: 'Consents' })).closest('section')!;
    expect(within(panel).getAllByText('Not recorded yet')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: /I agree: Text messages/ }));
    await waitFor(() => expect(within(panel).getAllByText(/^Recorded /)).toHaveLength(2));
    expect(within(panel).getAllByText('Not recorded yet')).toHaveLength(1);
  });

  it('links the dashboard of a home shared with an invited co-owner', async () => {
    mockSession.set(true);
    const home = '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a60';
    mockServer.resetHandlers(
      ...createMockHandlers([
        graphql.query<MeQuery>('me', () =>
          HttpResponse.json({
            data: {
              __typename: 'Query',
              me: { ...demoUser, properties: [{ __typename: 'UserProperty', propertyUuid: home, dealType: ['RESTRUCTURE'], viewerRole: 'CO_OWNER' }] },
            },
          }),
        ),
      ]),
    );
    await renderRoutes('/profile');
    const dashboards = await screen.findByRole('region', { name: 'Your home’s dashboard' });
    expect(within(dashboards).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/partner/property/${home}/dashboard`);
  });
});
