import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/renderRoutes';
import { mockSession } from '#mocks/session';

// The hint names the length the password rule checks (12), on every page that sets a password.
describe('new password hint', () => {
  it('says 12 characters when resetting a password', async () => {
    await renderRoutes('/login/reset-password/a-reset-token');
    expect(await screen.findByLabelText('New password', undefined, { timeout: 10_000 })).toHaveAccessibleDescription('At least 12 characters.');
  });

  it('says 12 characters when changing a password on the profile', async () => {
    mockSession.set(true);
    await renderRoutes('/profile');
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription('At least 12 characters.');
  });
});
