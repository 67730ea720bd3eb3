import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { tooManyOpenApplications } from '#core/applicationLists/index';
import { graphqlError, notFoundError } from '#mocks/graphqlErrors';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { resetMockRefinanceApplications } from '#mocks/refinanceApplication';
import { MOCK_PREQUAL_UUID } from '#mocks/refinanceApplicationFixtures';
import { resetMockRestructureApplications } from '#mocks/restructureApplication';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

// A page is a lazy chunk, and so are the parts that ask the server: the first look may wait for them to compile.
const FIRST = { timeout: 12_000 };

/** Each product's start page, as the shared page shows it. */
const PRODUCTS = [
  {
    product: 'refinance',
    path: '/application/refinance',
    mutation: 'startRefinanceApplication',
    refused: (message: string) => ({
      __typename: 'StartRefinanceApplicationPayload',
      refinanceApplication: null,
      errors: [{ __typename: 'UserError', code: 'WRONG_PRODUCT', field: 'prequalUuid', message }],
    }),
    listTitle: 'Your applications',
    status: /\d+% answered · Continue$/,
  },
  {
    product: 'partnership',
    path: '/application/partner',
    mutation: 'startRestructureApplication',
    refused: (message: string) => ({
      __typename: 'RestructureApplicationPayload',
      restructureApplication: null,
      errors: [{ __typename: 'UserError', code: 'WRONG_PRODUCT', field: 'prequalUuid', message }],
    }),
    listTitle: 'Your partnership applications',
    status: /Continue$/,
  },
] as const;

beforeEach(() => {
  resetMockRefinanceApplications([]);
  resetMockRestructureApplications();
  sessionStorage.clear();
});
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

describe.each(PRODUCTS)('the $product start page', { timeout: 30_000 }, ({ path, mutation, refused, listTitle, status }) => {
  const fromPrequal = `${path}?prequalUuid=${MOCK_PREQUAL_UUID}`;

  it('sends a visitor with a prequal in the URL to log in first, and back here after', async () => {
    const { router } = await renderRoutes(fromPrequal);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'), FIRST);
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(fromPrequal);
  });

  it('starts the application from the prequal, then offers it to continue on the next visit', async () => {
    mockSession.set(true);
    const first = await renderRoutes(fromPrequal);
    await waitFor(() => expect(first.router.state.location.pathname).toMatch(new RegExp(`^${path}/[0-9a-f-]{36}$`)), FIRST);
    const started = first.router.state.location.pathname;
    first.unmount();

    await renderRoutes(path);
    const list = (await screen.findByRole('heading', { level: 2, name: listTitle }, FIRST)).closest('section')!;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([started]);
    expect(links[0]).toHaveAccessibleName(status);
    expect(within(list).getByRole('heading', { level: 2, name: 'Or start a new application' })).toBeInTheDocument();
  });

  it('says why the application could not start, with the way to a new one', async () => {
    mockSession.set(true);
    const message = 'This prequalification is for buying a home.';
    mockServer.resetHandlers(...createMockHandlers([graphql.mutation(mutation, () => HttpResponse.json({ data: { [mutation]: refused(message) } }))]));
    await renderRoutes(fromPrequal);
    const alert = await screen.findByRole('alert', {}, FIRST);
    expect(alert).toHaveTextContent('We couldn’t start your application');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Answer a few questions to start a new one' })).toHaveAttribute('href', path);
  });

  it.each([
    ['a prequal that is not the user’s', () => notFoundError<Record<string, unknown>>('Prequal'), 'We couldn’t find that prequalification on your account.'],
    [
      'the most open applications',
      () => graphqlError<Record<string, unknown>>(tooManyOpenApplications('REFINANCE'), 'CONFLICT'),
      tooManyOpenApplications('REFINANCE'),
    ],
    ['a failure', () => graphqlError<Record<string, unknown>>('Unexpected error.', 'INTERNAL_SERVER_ERROR'), 'Something went wrong - please try again later'],
  ])('reads %s in plain words', async (_case, answer, expected) => {
    mockSession.set(true);
    mockServer.resetHandlers(...createMockHandlers([graphql.mutation(mutation, answer)]));
    await renderRoutes(fromPrequal);
    expect(await screen.findByRole('alert', {}, FIRST)).toHaveTextContent(expected);
  });
});
