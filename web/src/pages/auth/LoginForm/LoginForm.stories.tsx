import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';
import { LOGIN_ERRORS } from '#web/lib/sessionClient';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValues: { email: 'demo@roofline.test', password: 'roofline-demo-2026' } } };

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: {
    defaultValues: { email: 'demo@roofline.test', password: 'roofline-demo-2026' },
    onSubmit: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
  },
};

export const BadRequest: Story = { args: { error: LOGIN_ERRORS.badRequest } };
export const WrongCredentials: Story = { args: { error: LOGIN_ERRORS.unauthorized, defaultValues: { email: 'demo@roofline.test' } } };
export const ServerUnavailable: Story = { args: { error: LOGIN_ERRORS.other } };
