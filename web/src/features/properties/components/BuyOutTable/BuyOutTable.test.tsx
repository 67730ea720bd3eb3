import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUY_OUT_VALUE_MESSAGES } from '#core/properties/buyOut';
import { mockProperties } from '#mocks/properties';
import { BuyOutTable } from './BuyOutTable';

// The partnership model's published example: 12.5% of an $800,000 home, a $300,000 mortgage kept.
const example = { designatedPercentage: 12.5, homeValue: 800_000, mortgageBalance: 300_000 };
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const buyOutTableEl = () => screen.getByRole('table', { name: 'What buying out Roofline’s whole share costs' });

describe('what a buy-out costs', () => {
  beforeEach(() => mockProperties.useScenario(3));

  it('costs $100,000 today for 12.5% of an $800,000 home, and leaves the home less the mortgage', () => {
    render(<BuyOutTable {...example} />);
    const today = within(buyOutTableEl()).getByRole('row', { name: /\$800,000 \(today\)/ });
    expect(cellsOf(today).slice(0, 2)).toEqual(['$100,000', '$500,000']);
  });

  it('adds a row for a home value the homeowner types, and takes it away again', async () => {
    const user = userEvent.setup();
    render(<BuyOutTable {...example} />);
    await user.type(screen.getByLabelText('Another home value'), '$1,000,000');
    await user.click(screen.getByRole('button', { name: 'Show buy-out' }));
    const row = within(buyOutTableEl()).getByRole('row', { name: /^\$1,000,000 / });
    expect(cellsOf(row).slice(0, 2)).toEqual(['$125,000', '$700,000']);
    await user.type(screen.getByLabelText('Another home value'), '640000');
    await user.click(screen.getByRole('button', { name: 'Show buy-out' }));
    expect(
      within(buyOutTableEl())
        .getAllByRole('row')
        .map((r) => within(r).queryAllByRole('rowheader')[0]?.textContent),
    ).toEqual([undefined, '$800,000 (today)', '$640,000', '$1,000,000']);
    await user.click(screen.getByRole('button', { name: 'Remove $1,000,000' }));
    expect(within(buyOutTableEl()).queryByRole('row', { name: /^\$1,000,000 / })).not.toBeInTheDocument();
  });

  it('says what is wrong with a value it cannot read', async () => {
    const user = userEvent.setup();
    render(<BuyOutTable {...example} />);
    await user.click(screen.getByRole('button', { name: 'Show buy-out' }));
    expect(screen.getByLabelText('Another home value')).toHaveAccessibleDescription(expect.stringContaining(BUY_OUT_VALUE_MESSAGES.blank));
    await user.type(screen.getByLabelText('Another home value'), 'a lot');
    await user.click(screen.getByRole('button', { name: 'Show buy-out' }));
    expect(screen.getByLabelText('Another home value')).toHaveAccessibleDescription(expect.stringContaining(BUY_OUT_VALUE_MESSAGES.notDollars));
    expect(within(buyOutTableEl()).getAllByRole('row')).toHaveLength(2);
  });
});
