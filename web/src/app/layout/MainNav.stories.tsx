import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MainNav } from './MainNav';

const P1 = '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a60';
const P2 = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a81';
const P3 = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** The main navigation in each account state; resize to 390, 768 and 1180 px to see it fold. */
const meta = {
  title: 'App/MainNav',
  component: MainNav,
  parameters: { layout: 'fullscreen', route: '/resources/when-does-refinancing-make-sense' },
  args: {
    user: null,
    onLogout: fn(),
    properties: [],
    restructureApplications: [],
    refinanceApplications: [],
    purchaseApplications: [],
    programsEnabled: false,
    multipleDashboard: true,
  },
} satisfies Meta<typeof MainNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

export const LoggedInNoProperty: Story = { args: { user: { firstName: 'Dana' } } };

export const OneProperty: Story = {
  args: {
    user: { firstName: 'Dana' },
    properties: [{ propertyUuid: P1, dealType: ['RESTRUCTURE'] }],
    restructureApplications: [{ uuid: P1, propertyLocation: { streetNumber: '1450', streetName: 'Larkin St' } }],
  },
};

export const SeveralProperties: Story = {
  args: {
    user: { firstName: 'Dana' },
    programsEnabled: true,
    properties: [
      { propertyUuid: P1, dealType: ['RESTRUCTURE'] },
      { propertyUuid: P2, dealType: ['PURCHASE'] },
      { propertyUuid: P3, dealType: ['RESTRUCTURE'] },
    ],
    restructureApplications: [{ uuid: P1, propertyLocation: { streetNumber: '1450', streetName: 'Larkin St' } }],
    refinanceApplications: [{ uuid: P3 }],
    purchaseApplications: [{ uuid: P2 }],
  },
};

export const NoFirstName: Story = { args: { user: { firstName: null } } };

/** Over a dark hero (data-nav-theme="dark") the bar turns transparent with light text. */
export const DarkTheme: Story = {
  args: { theme: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-ink)', minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
};
