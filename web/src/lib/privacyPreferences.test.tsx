import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { renderRoutes } from '../test/renderRoutes';
import { mockServer } from '#mocks/node';
import { createMockHandlers } from '#mocks/handlers';
import { mockSession } from '#mocks/session';
import { mockPrivacy } from '#mocks/privacy';
import { featureFlagsHandler } from '#mocks/flags';
import { PRIVACY_COOKIE_NAME, readPrivacyCookie, writePrivacyCookie } from './privacyCookie';

// Pages load lazily through the real route table; give a busy machine time to compile them.
configure({ asyncUtilTimeout: 5000 });

const ALL_ON = { functionality: true, analytics: true, marketing: true, security: true, thirdParty: true };
const JAN_15 = new Date('2026-01-15T10:00:00.000Z');

function useClock(iso: string | Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** Counts page views and other events the browser sends, like the first-party events store would. */
function countEvents() {
  const sent: string[] = [];
  mockServer.resetHandlers(
    http.post('*/api/v1/events', async ({ request }) => {
      sent.push(((await request.json()) as { type: string }).type);
      return new HttpResponse(null, { status: 204 });
    }),
    ...createMockHandlers(),
  );
  return sent;
}

const banner = () => screen.queryByRole('region', { name: /privacy choices/ });

beforeEach(() => {
  Cookies.remove(PRIVACY_COOKIE_NAME, { path: '/' });
  mockPrivacy.set(null);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('privacy banner with a controlled clock', () => {
  it('shows to a fresh visitor; OK stores all categories with the acknowledgement time and hides it for good', async () => {
    useClock(JAN_15);
    const user = userEvent.setup();
    const first = await renderRoutes('/');
    const region = await screen.findByRole('region', { name: 'Your privacy choices' });
    await user.click(within(region).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(readPrivacyCookie()).toEqual({ ...ALL_ON, bannerLastAcknowledgedAt: JAN_15.toISOString() });
    first.unmount();

    await renderRoutes('/faq');
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    expect(banner()).toBeNull();
  });

  it('stays hidden for an acknowledgement a month old', async () => {
    writePrivacyCookie({ ...ALL_ON, bannerLastAcknowledgedAt: JAN_15.toISOString() }, JAN_15);
    useClock('2026-02-15T10:00:00Z');
    await renderRoutes('/');
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).toBeNull();
  });

  it('asks a visitor again 13 months later: the cookie has expired, so every category is on again', async () => {
    writePrivacyCookie({ ...ALL_ON, marketing: false, bannerLastAcknowledgedAt: JAN_15.toISOString() }, JAN_15);
    useClock('2027-02-15T10:00:00Z');
    await renderRoutes('/');
    expect(await screen.findByRole('region', { name: 'Your privacy choices' })).toBeInTheDocument();
    expect(readPrivacyCookie()).toBeNull();
  });

  it("asks a logged-in user again 13 months after the account's acknowledgement, keeping the saved choices", async () => {
    mockPrivacy.set({ ...ALL_ON, marketing: false, bannerLastAcknowledgedAt: JAN_15.toISOString() });
    useClock('2027-02-15T10:00:00Z');
    mockSession.set(true);
    const user = userEvent.setup();
    await renderRoutes('/');
    const region = await screen.findByRole('region', { name: 'Please confirm your privacy choices' });
    await user.click(within(region).getByRole('button', { name: 'Keep my choices' }));
    await waitFor(() => expect(banner()).toBeNull());
    await waitFor(() => expect(mockPrivacy.get()).toMatchObject({ ...ALL_ON, marketing: false, bannerLastAcknowledgedAt: '2027-02-15T10:00:00.000Z' }));
    expect(readPrivacyCookie()).toEqual({ ...ALL_ON, marketing: false, bannerLastAcknowledgedAt: '2027-02-15T10:00:00.000Z' });
  });

  it('shows to a logged-in user without remote preferences and saves them to the account', async () => {
    writePrivacyCookie({ ...ALL_ON, analytics: false, bannerLastAcknowledgedAt: JAN_15.toISOString() }, JAN_15);
    useClock('2026-01-20T10:00:00Z');
    mockSession.set(true);
    const user = userEvent.setup();
    await renderRoutes('/');
    const region = await screen.findByRole('region', { name: 'Please confirm your privacy choices' });
    await user.click(within(region).getByRole('button', { name: 'Keep my choices' }));
    await waitFor(() => expect(mockPrivacy.get()).toMatchObject({ ...ALL_ON, analytics: false, bannerLastAcknowledgedAt: '2026-01-20T10:00:00.000Z' }));
    await waitFor(() => expect(banner()).toBeNull());
  });

  it("follows a logged-in user's remote preferences into this browser and hides the banner", async () => {
    mockPrivacy.set({ ...ALL_ON, analytics: false, bannerLastAcknowledgedAt: JAN_15.toISOString() });
    useClock('2026-03-01T10:00:00Z');
    mockSession.set(true);
    await renderRoutes('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(readPrivacyCookie()).toEqual({ ...ALL_ON, analytics: false, bannerLastAcknowledgedAt: JAN_15.toISOString() }));
    expect(banner()).toBeNull();
  });

  it('never shows while the privacy cookie flag is off', async () => {
    mockServer.resetHandlers(...createMockHandlers([featureFlagsHandler({ privacyCookie: false })]));
    await renderRoutes('/');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner()).toBeNull();
  });
});

describe('analytics consent', () => {
  it('sends page views until the visitor opts out, then none at once', async () => {
    const sent = countEvents();
    const user = userEvent.setup();
    const { router } = await renderRoutes('/legal/privacy-preferences');
    const analytics = await screen.findByRole('checkbox', { name: 'Analytics' });
    await waitFor(() => expect(sent).toContain('page_view'));
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your privacy preferences are saved.')).toBeInTheDocument();
    expect(readPrivacyCookie()?.analytics).toBe(false);
    const before = sent.length;
    await router.navigate('/faq');
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    await router.navigate('/about');
    await screen.findByRole('heading', { level: 1, name: 'Homeownership, with a partner on your side.' });
    expect(sent.length).toBe(before);
  });

  it('sends nothing on the first page when the cookie already says no', async () => {
    writePrivacyCookie({ ...ALL_ON, analytics: false, bannerLastAcknowledgedAt: new Date().toISOString() });
    const sent = countEvents();
    await renderRoutes('/');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});

describe('privacy preferences page', () => {
  it('edits all five categories and saves a logged-in user’s choices to the account', async () => {
    mockSession.set(true);
    mockPrivacy.set({ ...ALL_ON, bannerLastAcknowledgedAt: JAN_15.toISOString() });
    const user = userEvent.setup();
    await renderRoutes('/legal/privacy-preferences');
    const switches = await screen.findAllByRole('checkbox');
    expect(switches.map((element) => element.getAttribute('id'))).toEqual([
      'privacy-security',
      'privacy-functionality',
      'privacy-analytics',
      'privacy-marketing',
      'privacy-thirdParty',
    ]);
    expect(switches.every((element) => (element as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Third party' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your privacy preferences are saved.')).toBeInTheDocument();
    expect(mockPrivacy.get()).toMatchObject({ ...ALL_ON, marketing: false, thirdParty: false });
    expect(screen.getByText(/saved to your account/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /privacy choices/ })).toBeNull();
  });
});
