import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { emptyDraft, type CalculatorDraft } from '../../model/calculatorValues';
import { CalculatorFilters } from './CalculatorFilters';

function Filters() {
  const { register, formState } = useForm<CalculatorDraft>({ defaultValues: emptyDraft() });
  return <CalculatorFilters register={register} errors={formState.errors} cashOutAmounts={[0, 5_000]} />;
}

describe('the calculator’s monthly debt choices (§9.10, §9.11)', () => {
  it('run by $100 up to $1,000, then by $500 up to $10,000', () => {
    render(<Filters />);
    const labels = within(screen.getByRole('combobox', { name: /Monthly debt payments/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.slice(0, 12)).toEqual(['$0', '$100', '$200', '$300', '$400', '$500', '$600', '$700', '$800', '$900', '$1,000', '$1,500']);
    expect(labels.at(-1)).toBe('$10,000');
  });
});
