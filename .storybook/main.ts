import type { StorybookConfig } from '@storybook/react-vite';
import { webSourceAlias } from '../web/sourceAlias';

const config: StorybookConfig = {
  stories: ['../web/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: '@storybook/react-vite',
  staticDirs: ['../mocks/public', '../web/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    // Stories never reach a real server: keep the app's mock flag on.
    viteConfig.resolve = { ...viteConfig.resolve, alias: [...aliasesOf(viteConfig.resolve?.alias), webSourceAlias] };
    viteConfig.define = { ...viteConfig.define, 'import.meta.env.VITE_MOCK_API': 'true' };
    return viteConfig;
  },
};

/** Vite takes aliases as a list or an object; the list keeps both. */
function aliasesOf(alias: unknown): Array<{ find: string | RegExp; replacement: string }> {
  if (!alias) return [];
  if (Array.isArray(alias)) return alias;
  return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({ find, replacement }));
}

export default config;
