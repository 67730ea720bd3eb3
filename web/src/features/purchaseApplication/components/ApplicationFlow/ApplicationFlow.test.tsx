import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { createMockHandlers } from '#mocks/handlers';
import { mockServer } from '#mocks/node';
import { MOCK_PURCHASE_STAGE_UUIDS, resetMockPurchaseApplications } from '#mocks/purchaseApplication';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';
import { CONNECTION_PROBLEM } from '#web/features/application/index';

const path = `/application/purchase/${MOCK_PURCHASE_STAGE_UUIDS.APPLICATION}`;
// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 20_000 };
const FIRST_OPEN = 'Is anyone buying with you?';

beforeEach(() => {
  resetMockPurchaseApplications();
  mockSession.set(true);
});
afterEach(() => mockServer.resetHandlers(...createMockHandlers()));

describe('the purchase question flow on screen', { timeout: 45_000 }, () => {
  it('holds Previous while an answer is saving', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      ...createMockHandlers([
        graphql.mutation('savePurchaseApplicationAnswers', async () => {
          await answered;
          return HttpResponse.error();
        }),
      ]),
    );
    const user = userEvent.setup();
    await renderRoutes(path);
    expect(await screen.findByRole('heading', { name: FIRST_OPEN }, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: FIRST_OPEN })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
  });

  it('shows a lost connection as the application error, and clears it on moving', async () => {
    mockServer.use(...createMockHandlers([graphql.mutation('savePurchaseApplicationAnswers', () => HttpResponse.error())]));
    const user = userEvent.setup();
    await renderRoutes(path);
    expect(await screen.findByRole('heading', { name: FIRST_OPEN }, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_PROBLEM);
    expect(screen.getByRole('heading', { name: FIRST_OPEN })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'How much will you put down?' })).toBeInTheDocument();
    expect(screen.queryByText(CONNECTION_PROBLEM)).not.toBeInTheDocument();
  });

  it('goes on from the last question to the review, its closing screen', async () => {
    const user = userEvent.setup();
    await renderRoutes(`${path}?question=earnestMoney`);
    expect(await screen.findByRole('heading', { name: 'Have you deposited earnest money?' }, FIRST)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Earnest money'), 'NOT_DEPOSITED');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeInTheDocument();
  });
});
