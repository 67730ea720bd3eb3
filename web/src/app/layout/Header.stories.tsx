import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthProvider } from '../auth/AuthProvider';
import { Header } from './Header';

/** The header reads the session from the mocked `me` query. */
const meta = {
  title: 'App/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <AuthProvider>
        <Story />
      </AuthProvider>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = { parameters: { loggedIn: false } };
export const LoggedIn: Story = { parameters: { loggedIn: true } };
