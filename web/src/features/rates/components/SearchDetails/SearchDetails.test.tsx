import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { emptyDraft } from '../../model/calculatorValues';
import { SearchDetails } from './SearchDetails';

const valueOf = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('SearchDetails', () => {
  it('shows the loan to value as a rate ratio, to one decimal of a percent (§9.36)', () => {
    // $320,000 owed plus $10,000 cash out on a $500,000 home: 66%; on $450,000: 73.3%.
    const draft = { ...emptyDraft(), remainingMortgageAmount: '320,000', estimatedHomeValue: '500,000', cashOutAmount: '10000' };
    const { rerender } = render(<SearchDetails draft={draft} address={null} />);
    expect(valueOf('Loan to value')).toBe('66.0%');
    rerender(<SearchDetails draft={{ ...draft, estimatedHomeValue: '450,000' }} address={null} />);
    expect(valueOf('Loan to value')).toBe('73.3%');
  });

  it('shows a dash until the mortgage and the home value are known', () => {
    render(<SearchDetails draft={{ ...emptyDraft(), remainingMortgageAmount: '320,000' }} address={null} />);
    expect(valueOf('Loan to value')).toBe('—');
  });
});
