import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { refinanceApplicationScenarios, resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { MOCK_PREQUAL_UUID, MOCK_REFINANCE_APPLICATION_UUID, mockRecord } from '#mocks/refinanceApplicationFixtures';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

const FIRST = { timeout: 5000 };
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Continue' }));

/**
 * Answers a text field as a user pasting it would: one input event instead of one per key, so
 * the questions that only lead to the one under test do not spend the test's time re-rendering.
 */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function answerPrequalQuestions(user: UserEvent) {
  await enter(user, await screen.findByLabelText('Street address', {}, FIRST), '1450 Larkin St');
  await enter(user, screen.getByLabelText('City'), 'San Francisco');
  await user.selectOptions(screen.getByLabelText('State'), 'CA');
  await enter(user, screen.getByLabelText('ZIP code'), '94109');
  await next(user);
  await user.click(await screen.findByRole('radio', { name: 'Primary' }));
  await next(user);
  await user.click(await screen.findByRole('radio', { name: 'Single-family house' }));
  await next(user);
  await enter(user, await screen.findByLabelText('What is it worth today?'), '985000');
  await next(user);
  await enter(user, await screen.findByLabelText('Remaining balance'), '540000');
  await next(user);
  await user.click(await screen.findByRole('radio', { name: 'No' }));
  await next(user);
  await user.click(await screen.findByRole('radio', { name: '760-779' }));
  await next(user);
  const [veteranNo, fhaNo] = await screen.findAllByRole('radio', { name: 'No' });
  await user.click(veteranNo!);
  await user.click(fhaNo!);
  await user.click(screen.getByRole('radio', { name: 'Fixed rate' }));
  await user.click(screen.getByRole('radio', { name: '30 years' }));
  await next(user);
}

// Both pages are lazy chunks: load them once up front, so the first test's wait for the page is
// not spent compiling them on a busy machine.
beforeAll(async () => {
  await Promise.all([import('./StartRefinanceApplicationPage'), import('./RefinanceApplicationPage')]);
});
beforeEach(() => {
  // The demo homeowner's application in progress, which the start page lists and resumes.
  resetMockRefinanceApplications([mockRecord()]);
  sessionStorage.clear();
});
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

describe('starting a refinance application', () => {
  it('asks the prequal questions one at a time, then starts the application for a signed-in user', async () => {
    mockSession.set(true);
    const user = userEvent.setup();
    const { router } = await renderRoutes('/application/refinance');
    expect(await screen.findByRole('link', { name: /1450 Larkin St.*65% answered/ }, FIRST)).toHaveAttribute(
      'href',
      `/application/refinance/${MOCK_REFINANCE_APPLICATION_UUID}`,
    );
    await answerPrequalQuestions(user);
    await user.click(await screen.findByRole('button', { name: 'Start my application' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/application\/refinance\/[0-9a-f-]{36}$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who is applying for this loan?' }, FIRST)).toBeInTheDocument();
  });

  it('lists the started application in the navigation at once, without a reload', async () => {
    resetMockRefinanceApplications([]);
    mockServer.resetHandlers(...createMockHandlers([refinanceApplicationScenarios.listedInNavigation]));
    mockSession.set(true);
    const user = userEvent.setup();
    const { router } = await renderRoutes('/application/refinance');
    await answerPrequalQuestions(user);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Applications' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Start my application' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/application\/refinance\/[0-9a-f-]{36}$/));
    await user.click(await within(nav).findByRole('button', { name: 'Applications' }));
    const entries = within(screen.getByRole('menu', { name: 'Applications' })).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([router.state.location.pathname]);
  });

  it('keeps the answers through a reload and says what is wrong with one', async () => {
    const user = userEvent.setup();
    const first = await renderRoutes('/application/refinance');
    await user.type(await screen.findByLabelText('Street address', {}, FIRST), '1450 Larkin St');
    await user.type(screen.getByLabelText('City'), 'San Francisco');
    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    await user.type(screen.getByLabelText('ZIP code'), '941');
    await next(user);
    expect(await screen.findByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code'), '09');
    await next(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'How do you use it?' })).toBeInTheDocument();
    first.unmount();

    await renderRoutes('/application/refinance?question=prequalPropertyAddress');
    expect(await screen.findByLabelText('Street address', {}, FIRST)).toHaveValue('1450 Larkin St');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('94109');
  });

  it('asks a visitor to create an account at the end', async () => {
    const user = userEvent.setup();
    await renderRoutes('/application/refinance');
    await answerPrequalQuestions(user);
    expect(await screen.findByRole('heading', { name: 'Create your account to start your application' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 12 characters.')).toBeInTheDocument();
  });

  it('identifies the new user that createPrequal signs up, then loads the application', async () => {
    const newUserUuid = '0d7e5b1a-2c3f-4e6a-8b9c-1a2b3c4d5e6f';
    const identified: unknown[] = [];
    const createPrequalSigningUp = graphql.mutation('createPrequal', ({ variables }) =>
      HttpResponse.json({
        data: {
          createPrequal: {
            __typename: 'CreatePrequalPayload',
            user: variables.newUserInput ? { __typename: 'User', uuid: newUserUuid } : null,
            prequals: [{ __typename: 'Prequal', uuid: MOCK_PREQUAL_UUID, productFunnel: 'FINANCING', program: null }],
            errors: [],
          },
        },
      }),
    );
    mockServer.resetHandlers(
      http.post('*/api/v1/events', async ({ request }) => {
        const event = (await request.json()) as { type: string; properties?: unknown };
        if (event.type === 'identify') identified.push(event.properties);
        return new HttpResponse(null, { status: 204 });
      }),
      ...createMockHandlers([createPrequalSigningUp]),
    );
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      const user = userEvent.setup();
      await renderRoutes('/application/refinance');
      await answerPrequalQuestions(user);
      await enter(user, await screen.findByLabelText('First name'), 'Ada');
      await enter(user, screen.getByLabelText('Last name'), 'Lovelace');
      await enter(user, screen.getByLabelText('Email address'), 'ada@example.com');
      await enter(user, screen.getByLabelText('Password'), 'a-long-enough-password');
      await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(`/application/refinance?prequalUuid=${MOCK_PREQUAL_UUID}`));
      await waitFor(() => expect(identified).toEqual([{ userUuid: newUserUuid }]));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('starts straight from a prequal in the URL, and sends a visitor to log in first', async () => {
    const path = `/application/refinance?prequalUuid=${MOCK_PREQUAL_UUID}`;
    const visitor = await renderRoutes(path);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login/'));
    visitor.unmount();

    mockSession.set(true);
    const { router } = await renderRoutes(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/application/refinance/${MOCK_REFINANCE_APPLICATION_UUID}`), FIRST);
  });
});
