import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QueryStates, type QueryStatesQuery } from './QueryStates';

interface Guides {
  guides: string[];
}

/** A list of guides behind a query, in each of its states. */
function GuideList({ query }: { query: QueryStatesQuery<Guides> }) {
  return (
    <QueryStates
      query={query}
      select={(data) => data.guides}
      what="the guides"
      loadingLabel="Loading guides…"
      empty={<p>There are no guides to show yet. Please check back soon.</p>}
    >
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

const meta = {
  title: 'Components/QueryStates',
  component: GuideList,
  args: {
    query: {
      data: { guides: ['What a refinance costs', 'Points or a lender credit?', 'Your break-even month'] },
      loading: false,
      error: undefined,
      refetch: fn(),
    },
  },
} satisfies Meta<typeof GuideList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Loading: Story = { args: { query: { data: undefined, loading: true, refetch: fn() } } };
export const Failure: Story = { args: { query: { data: undefined, loading: false, error: new Error('Network error'), refetch: fn() } } };
export const Empty: Story = { args: { query: { data: { guides: [] }, loading: false, refetch: fn() } } };
