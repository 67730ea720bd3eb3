import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../web/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: '@storybook/react-vite',
  staticDirs: ['../mocks/public', '../web/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    // Stories never reach a real server: keep the app's mock flag on.
    viteConfig.define = { ...viteConfig.define, 'import.meta.env.VITE_MOCK_API': 'true' };
    return viteConfig;
  },
};

export default config;
