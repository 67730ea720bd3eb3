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
