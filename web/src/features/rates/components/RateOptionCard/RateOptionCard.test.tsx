import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatMoney } from '#web/lib/format';
import { searchedRateOptions } from '#mocks/rates';
import { costOverYears, RateOptionCard } from './RateOptionCard';

const [option] = searchedRateOptions();

describe('a rate card’s cost over the term compared', () => {
  it('§9.06 shows a term of -1 (adjustable) with the default label of 30 years, costed over 30 years', () => {
    render(<RateOptionCard option={option!} compareYears={-1} />);
    expect(screen.getByText('30-year cost')).toBeInTheDocument();
    expect(screen.queryByText('-1-year cost')).toBeNull();
    expect(screen.getByText(formatMoney(Math.round(costOverYears(option!, 30))))).toBeInTheDocument();
  });

  it('§9.06 shows any other term as its years', () => {
    render(<RateOptionCard option={option!} compareYears={7} />);
    expect(screen.getByText('7-year cost')).toBeInTheDocument();
  });
});

describe('a rate card’s item styles (§3.266)', () => {
  const styleOf = (name: string) => screen.getByText(name, { selector: 'dt' }).parentElement?.getAttribute('data-style');

  it('highlights the figure the option wins on, and mutes no points to pay', () => {
    render(
      <RateOptionCard option={{ ...option!, lowestApr: true, lowestClosing: false, lowestPoints: false, points: 0, costOfPoints: 0 }} compareYears={10} />,
    );
    expect(styleOf('APR')).toBe('highlight');
    expect(styleOf('Closing costs')).toBe('standard');
    expect(styleOf('Points')).toBe('muted');
  });

  it('leaves every figure standard on an option that wins nothing', () => {
    render(
      <RateOptionCard option={{ ...option!, lowestApr: false, lowestClosing: false, lowestPoints: false, points: 1, costOfPoints: 4_200 }} compareYears={10} />,
    );
    expect([styleOf('APR'), styleOf('Closing costs'), styleOf('Points')]).toEqual(['standard', 'standard', 'standard']);
  });
});
