import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PrivacyPreferencesForm } from './PrivacyPreferencesForm';

const allOn = { functionality: true, analytics: true, marketing: true, security: true, thirdParty: true };

const meta = {
  title: 'Privacy/PrivacyPreferencesForm',
  component: PrivacyPreferencesForm,
  args: { initial: allOn, loggedIn: false, onSave: fn(async () => ({ ok: true })) },
} satisfies Meta<typeof PrivacyPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const LoggedInWithAnalyticsOff: Story = { args: { loggedIn: true, initial: { ...allOn, analytics: false, marketing: false } } };

/** Saving to the account fails: the browser keeps the choice and the form says so. */
export const SaveFails: Story = { args: { loggedIn: true, onSave: fn(async () => ({ ok: false })) } };
