import path from 'node:path';

/**
 * `#web/<path>` names a module under web/src from anywhere, so no import climbs folders. Vite,
 * Vitest and Storybook resolve it here (with Vite's own extension lookup, which the package's
 * `imports` field cannot give .tsx files); TypeScript reads the same from tsconfig's `paths`.
 */
export const webSourceAlias = { find: /^#web\/(.*)$/, replacement: `${path.resolve(import.meta.dirname, 'src')}/$1` };
