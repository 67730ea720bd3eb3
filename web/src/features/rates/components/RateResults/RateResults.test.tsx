import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApolloClient } from '#web/app/apollo';
import { ReadyDataProvider } from '#web/lib/data/ReadyDataProvider';
import { LenderNamesShown } from '#web/lib/lenderNames';
import { searchedRateOptions } from '#mocks/rates';
import { emptyDraft } from '../../model/calculatorValues';
import { RateResults } from './RateResults';

// The results list as a search leaves it (the calculator's search itself is tested with the calculator).
const searched = { results: searchedRateOptions(), loading: false, error: null, rateSheetEffectiveAt: '2026-11-02T14:00:00.000Z', draft: emptyDraft() };

describe('a rate card’s details', () => {
  // The boundary the dialog loads with: imported once here, so the test's own time is the user's.
  beforeAll(() => import('#web/lib/data/ApolloBoundary'));

  it('open in a dialog that keeps focus inside and returns it to the card on Escape', async () => {
    const user = userEvent.setup();
    render(
      <ReadyDataProvider client={createApolloClient()}>
        <LenderNamesShown shown>
          <RateResults state={searched} onSortChange={() => undefined} onRetry={() => undefined} />
        </LenderNamesShown>
      </ReadyDataProvider>,
    );
    const [first] = within(screen.getByRole('list', { name: 'Rates' })).getAllByRole('article');
    const opener = within(first!).getByRole('button', { name: /See details/ });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: /Harborview Home Loans: 30-year fixed at 6.25%/ });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await within(dialog).findByRole('heading', { name: 'Closing costs' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Principal and interest over time' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Points or lender credits' })).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
