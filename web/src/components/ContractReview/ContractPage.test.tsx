import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ContractPage, type ContractLine } from './ContractPage';

const line = (kind: ContractLine['kind'], text: string, cells?: string[]): ContractLine => ({ kind, text, value: null, cells: cells ?? null });

describe('ContractPage', () => {
  it('shows the agreement’s scenario table as a table named by its heading, a row per home value change', () => {
    render(
      <ContractPage
        lines={[
          line('HEADING', 'If the home’s value changes'),
          line('TABLE_HEADER', 'Home value change', ['Home value change', 'Home value', 'Roofline’s share', 'You keep']),
          line('TABLE_ROW', '−20%', ['−20%', '$640,000', '$360,000', '$280,000']),
          line('TABLE_ROW', '+10%', ['+10%', '$880,000', '$495,000', '$385,000']),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'If the home’s value changes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Home value change', 'Home value', 'Roofline’s share', 'You keep']);
    const fall = within(table).getByRole('row', { name: /−20%/ });
    expect(within(fall).getByRole('rowheader')).toHaveTextContent('−20%');
    expect(
      within(fall)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$640,000', '$360,000', '$280,000']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('keeps a run of figures as one list of labelled values', () => {
    render(
      <ContractPage
        lines={[
          { kind: 'FIGURE', text: 'Cash to you at closing', value: '$50,000' },
          { kind: 'FIGURE', text: 'Designated percentage', value: '56.3%' },
        ]}
      />,
    );
    expect(screen.getByText('Cash to you at closing').nextSibling).toHaveTextContent('$50,000');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
