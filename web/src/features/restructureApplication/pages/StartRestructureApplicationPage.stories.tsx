import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthProvider } from '#web/app/auth/AuthProvider';
import StartRestructureApplicationPage from './StartRestructureApplicationPage';

const meta = {
  title: 'Partnership/StartRestructureApplicationPage',
  component: StartRestructureApplicationPage,
  parameters: { layout: 'fullscreen', route: '/application/partner' },
  // The page asks who is signed in (the mocked `me` query).
  decorators: [
    (Story) => (
      <AuthProvider>
        <Story />
      </AuthProvider>
    ),
  ],
} satisfies Meta<typeof StartRestructureApplicationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's first question: the home the partnership is for. */
export const Visitor: Story = {};

/** A signed-in user also sees the applications already started. */
export const SignedIn: Story = { parameters: { loggedIn: true } };

/** The prequal's last question answered: an account, then the application. */
export const CreditScore: Story = { parameters: { route: '/application/partner?question=partnerCreditScore' } };
