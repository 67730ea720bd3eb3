import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RATES_MESSAGES } from '../../model/ratesSearch';
import { searchedRates as searched } from '../../testing/searchedRates';
import { DemoRateCard } from '../DemoRateCard/DemoRateCard';
import { RateResults } from './RateResults';

const meta = {
  title: 'Rates/RateResults',
  component: RateResults,
  args: { state: searched, onSortChange: fn(), onRetry: fn(), onChoose: fn(), pageSize: 5, idle: <DemoRateCard /> },
} satisfies Meta<typeof RateResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rates: Story = {};
export const BeforeASearch: Story = { args: { state: { ...searched, results: null } } };
export const Loading: Story = { args: { state: { ...searched, results: null, loading: true } } };
export const Updating: Story = { args: { state: { ...searched, loading: true } } };
export const Empty: Story = { args: { state: { ...searched, results: [] } } };
export const Failure: Story = { args: { state: { ...searched, results: null, error: RATES_MESSAGES.failure } } };
export const OutOfArea: Story = { args: { state: { ...searched, results: null, error: RATES_MESSAGES.outOfArea } } };
