/**
 * The site icon's URL: in a build, the copy whose name carries its content's hash (a year's cache,
 * web/hashedPublicFiles.ts); in development, Storybook and tests, the file of web/public.
 */
export const SITE_ICON_URL: string = import.meta.env.VITE_SITE_ICON_URL ?? '/favicon.svg';
