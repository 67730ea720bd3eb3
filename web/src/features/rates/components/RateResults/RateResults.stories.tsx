import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { searchedRateOptions } from '#mocks/rates';
import { emptyDraft } from '../../model/calculatorValues';
import { RATES_MESSAGES } from '../../model/ratesSearch';
import { DemoRateCard } from '../DemoRateCard/DemoRateCard';
import { RateResults } from './RateResults';

const searched = { results: searchedRateOptions(), loading: false, error: null, rateSheetEffectiveAt: '2026-11-02T14:00:00.000Z', draft: emptyDraft() };

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
