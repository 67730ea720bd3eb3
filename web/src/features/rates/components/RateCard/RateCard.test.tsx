import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RATE_ITEM_STYLES } from '#core/rates/vocabulary';
import { RateCard } from './RateCard';

describe('rate card', () => {
  it('shows every field of the card', async () => {
    const user = userEvent.setup();
    const onFooterButtonClick = vi.fn();
    render(
      <RateCard
        colour="salmon"
        headerLabel="7-year adjustable · Harborline Mortgage"
        headerValueLeft="$2,480"
        headerValueRight="5.875% interest rate"
        headerBadge="Lowest APR"
        description="Fixed for 7 years, then adjusts once a year."
        body={<p>Caps of 5/1/5.</p>}
        items={[
          { name: 'APR', value: '6.402%' },
          { name: 'Points', value: 'None' },
          { name: '10-year cost', value: '$301,200', isFooterElement: true },
        ]}
        footerTitle="Compared over 10 years"
        footerButtonText="Choose this rate"
        onFooterButtonClick={onFooterButtonClick}
      />,
    );
    const card = screen.getByRole('article', { name: '7-year adjustable · Harborline Mortgage' });
    expect(card.className).toMatch(/salmon/);
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('7-year adjustable · Harborline Mortgage');
    expect(within(card).getByText('$2,480')).toBeInTheDocument();
    expect(within(card).getByText('a month')).toBeInTheDocument();
    expect(within(card).getByText('5.875% interest rate')).toBeInTheDocument();
    expect(within(card).getByText('Lowest APR')).toBeInTheDocument();
    expect(within(card).getByText('Fixed for 7 years, then adjusts once a year.')).toBeInTheDocument();
    expect(within(card).getByText('Caps of 5/1/5.')).toBeInTheDocument();
    const footer = within(card).getByRole('contentinfo');
    expect(within(footer).getByText('Compared over 10 years')).toBeInTheDocument();
    expect(within(footer).getByText('10-year cost')).toBeInTheDocument();
    expect(within(footer).queryByText('APR')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Choose this rate' }));
    expect(onFooterButtonClick).toHaveBeenCalledOnce();
  });

  it.each(['blue', 'salmon', 'grey'] as const)('comes in %s', (colour) => {
    render(<RateCard colour={colour} headerLabel={`A ${colour} card`} />);
    expect(screen.getByRole('article', { name: `A ${colour} card` }).className).toMatch(new RegExp(colour));
  });

  it('says why it is unavailable, turns grey and turns its button off', () => {
    render(
      <RateCard
        colour="blue"
        headerLabel="30-year fixed"
        headerValueLeft="$2,552"
        footerButtonText="Choose this rate"
        disabledNotification="This rate is no longer offered."
      />,
    );
    const card = screen.getByRole('article', { name: '30-year fixed' });
    expect(card).toHaveAccessibleDescription('This rate is no longer offered.');
    expect(card.className).toMatch(/grey/);
    expect(screen.getByRole('note')).toHaveTextContent('This rate is no longer offered.');
    expect(screen.getByRole('button', { name: 'Choose this rate' })).toBeDisabled();
  });

  it('styles each item standard, highlight or muted from the design system (§3.266)', () => {
    render(
      <RateCard
        headerLabel="30-year fixed"
        items={[
          { name: 'APR', value: '6.166%', style: 'highlight' },
          { name: 'Points', value: 'None', style: 'muted' },
          { name: 'Loan amount', value: '$420,000' },
          { name: '10-year cost', value: '$310,695', isFooterElement: true, style: 'highlight' },
        ]}
      />,
    );
    const styleOf = (name: string) => screen.getByText(name, { selector: 'dt' }).parentElement;
    expect(RATE_ITEM_STYLES).toEqual(['standard', 'highlight', 'muted']);
    expect(styleOf('APR')).toHaveAttribute('data-style', 'highlight');
    expect(styleOf('APR')!.className).toMatch(/highlight/);
    expect(styleOf('Points')).toHaveAttribute('data-style', 'muted');
    expect(styleOf('Loan amount')).toHaveAttribute('data-style', 'standard');
    expect(styleOf('10-year cost')).toHaveAttribute('data-style', 'highlight');
  });
});
