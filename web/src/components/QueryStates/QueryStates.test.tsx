import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryStates, queryState, type QueryStatesQuery } from './QueryStates';

interface Guides {
  guides: string[];
}

const query = (state: Partial<QueryStatesQuery<Guides>>): QueryStatesQuery<Guides> => ({
  data: undefined,
  loading: false,
  error: undefined,
  refetch: vi.fn(),
  ...state,
});

function Guides({ state }: { state: QueryStatesQuery<Guides> }) {
  return (
    <QueryStates query={state} select={(data) => data.guides} what="the guides" loadingLabel="Loading guides…" empty={<p>No guides yet.</p>}>
      {(guides) => (
        <ul aria-label="Guides">
          {guides.map((guide) => (
            <li key={guide}>{guide}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

afterEach(() => vi.useRealTimers());

describe('query states', () => {
  it('shows the loading placeholder only once 300 ms have passed', () => {
    vi.useFakeTimers();
    render(<Guides state={query({ loading: true })} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading guides…');
  });

  it('says what failed and tries again on request', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Guides state={query({ error: new Error('offline'), refetch })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load the guides');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state when the selection is an empty list or nothing', () => {
    const { rerender } = render(<Guides state={query({ data: { guides: [] } })} />);
    expect(screen.getByText('No guides yet.')).toBeInTheDocument();
    rerender(
      <QueryStates query={query({ data: { guides: [] } })} select={() => null} what="the guide" empty={<p>Not here.</p>}>
        {() => <p>Never shown</p>}
      </QueryStates>,
    );
    expect(screen.getByText('Not here.')).toBeInTheDocument();
    expect(screen.queryByText('Never shown')).not.toBeInTheDocument();
  });

  it('renders what arrived, also while it is being refreshed or came with a partial error', () => {
    const { rerender } = render(<Guides state={query({ data: { guides: ['Break-even math', 'Points'] } })} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Break-even math', 'Points']);
    rerender(<Guides state={query({ data: { guides: ['Points'] }, loading: true, error: new Error('partial') })} />);
    expect(screen.getByRole('list', { name: 'Guides' })).toHaveTextContent('Points');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a page put its own failure in place of the default', () => {
    render(
      <QueryStates
        query={query({ error: new Error('FORBIDDEN') })}
        what="the preview"
        failure={(error) => <p role="alert">Refused: {(error as Error).message}</p>}
      >
        {() => null}
      </QueryStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Refused: FORBIDDEN');
  });

  it('names the state of each combination', () => {
    const guides = (data: Guides) => data.guides;
    expect(queryState(query({}), guides)).toBe('idle');
    expect(queryState(query({ loading: true }), guides)).toBe('loading');
    expect(queryState(query({ loading: true, error: new Error('stale') }), guides)).toBe('loading');
    expect(queryState(query({ error: new Error('x') }), guides)).toBe('failure');
    expect(queryState(query({ data: null, error: new Error('NOT_FOUND') }), guides)).toBe('failure');
    expect(queryState(query({ data: { guides: [] }, error: new Error('x') }), guides)).toBe('failure');
    expect(queryState(query({ data: { guides: [] } }), guides)).toBe('empty');
    expect(queryState(query({ data: { guides: ['a'] }, error: new Error('x') }), guides)).toBe('success');
  });
});
