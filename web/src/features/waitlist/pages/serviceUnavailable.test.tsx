import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '#mocks/node';
import { MOCK_WAITLIST_LINK_TOKEN } from '#mocks/waitlist';
import { renderRoutes } from '#web/test/renderRoutes';

/** Every /graphql request answered as a busy or briefly unavailable server does (503, Retry-After). */
function serverAnswers503(code: 'SERVER_BUSY' | 'DATABASE_UNAVAILABLE', contentType: string) {
  mockServer.use(
    http.post('*/graphql', () =>
      HttpResponse.json(
        { errors: [{ message: 'The service is busy. Please try again in a moment.', extensions: { code } }] },
        { status: 503, headers: { 'Retry-After': '2', 'Content-Type': contentType } },
      ),
    ),
  );
}

describe('a busy or briefly unavailable server', () => {
  it('tells the waitlist form to try again in a moment, keeps what was typed, and the retry works', async () => {
    const user = userEvent.setup();
    renderRoutes('/buy/waitlist');
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Jordan');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan@example.com');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code where you’re buying' }), '94109');

    serverAnswers503('SERVER_BUSY', 'application/json');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Roofline is busy or briefly unavailable. Please try again in a moment; nothing you entered was lost.',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordan');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jordan@example.com');
    expect(screen.getByRole('textbox', { name: 'ZIP code where you’re buying' })).toHaveValue('94109');

    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('heading', { name: 'You’re on the list, Jordan' })).toBeInTheDocument();
  });

  it('says so when a page cannot load while the database is out of reach, and Try again loads it', async () => {
    serverAnswers503('DATABASE_UNAVAILABLE', 'application/graphql-response+json');
    const user = userEvent.setup();
    renderRoutes(`/waitlist/manage/${MOCK_WAITLIST_LINK_TOKEN}`);
    expect(await screen.findByText('Roofline is busy or briefly unavailable. Please try again in a moment.')).toBeInTheDocument();

    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Jordan');
  });
});
