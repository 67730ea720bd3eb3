import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createMockHandlers } from '#mocks/handlers';
import { mockPlaces, ratesScenarios } from '#mocks/rates';
import { DemoRateCard } from '../DemoRateCard/DemoRateCard';
import { emptyDraft } from '../../model/calculatorValues';
import { ratesStore, type ChosenAddress } from '../../model/ratesCalculatorStore';
import { RatesCalculator } from './RatesCalculator';

function placeAddress(placeId: string): ChosenAddress {
  const place = mockPlaces.find((candidate) => candidate.placeId === placeId)!;
  const { __typename: _typename, ...location } = place.location;
  return { placeId, description: place.formattedAddress, isFullStreetAddress: place.isFullStreetAddress, location };
}

/** A homeowner who has chosen an address and filled the form, one press from a search. */
function filledIn(placeId = 'mock-place-sf-larkin') {
  const address = placeAddress(placeId);
  ratesStore.reset({
    address,
    lastChosenPlaceId: placeId,
    addressText: address.description,
    draft: { ...emptyDraft(), remainingMortgageAmount: '420,000', estimatedHomeValue: '750,000', creditScore: 'SCORE_760_779' },
  });
}

const search = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'See my rates' }));
};

const meta = {
  title: 'Rates/RatesCalculator',
  component: RatesCalculator,
  parameters: { layout: 'padded', route: '/rates' },
  args: { idle: <DemoRateCard /> },
  beforeEach: () => {
    ratesStore.reset();
  },
} satisfies Meta<typeof RatesCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const IncompleteForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'See my rates' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please complete all fields.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: createMockHandlers([ratesScenarios.loading]) } },
  beforeEach: () => filledIn(),
  play: search,
};

export const Failure: Story = {
  parameters: { msw: { handlers: createMockHandlers([ratesScenarios.failure]) } },
  beforeEach: () => filledIn(),
  play: async (context) => {
    await search(context);
    await expect(await within(context.canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Sorry, there was a problem. Please try again later.',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createMockHandlers([ratesScenarios.empty]) } },
  beforeEach: () => filledIn(),
  play: async (context) => {
    await search(context);
    await expect(await within(context.canvasElement).findByText('No rates match your details', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const OutOfArea: Story = {
  beforeEach: () => filledIn('mock-place-nyc-bleecker'),
  play: async (context) => {
    await search(context);
    await expect(await within(context.canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/we are not live in your area yet/);
  },
};

export const RefusedWithACode: Story = {
  parameters: { msw: { handlers: createMockHandlers([ratesScenarios.refusal('LTV_TOO_HIGH', 'The loan would be more than 97% of the home value.')]) } },
  beforeEach: () => filledIn(),
  play: search,
};

export const WithResults: Story = {
  beforeEach: () => filledIn(),
  play: async (context) => {
    await search(context);
    await expect(await within(context.canvasElement).findByRole('list', { name: 'Rates' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
