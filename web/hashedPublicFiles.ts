import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Files of web/public every page asks for, by the name index.html and the app use. */
const FILES = ['favicon.svg', 'locale-data.js'] as const;
const publicDir = path.resolve(import.meta.dirname, 'public');

/** `js/name-<hash>.ext`: the content's hash in the name, like the build's own files. */
function hashedName(file: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(path.join(publicDir, file)))
    .digest('base64url')
    .slice(0, 8);
  const extension = path.extname(file);
  return `js/${path.basename(file, extension)}-${hash}${extension}`;
}

/** Where the site icon is served from: hashed in a build, as it is in web/public otherwise. */
export const SITE_ICON_URL_DEFINE = 'import.meta.env.VITE_SITE_ICON_URL';

/**
 * The favicon and the locale-data worker keep their names in web/public (the development server,
 * Storybook and links from elsewhere), but the built pages ask for a copy under js/ whose name
 * changes with its content: the server gives /js/ a year's cache (api/src/app.ts) where a fixed
 * name gets an hour, so a returning visitor asks for neither again (Lighthouse's
 * uses-long-cache-ttl). The server renderer is built with the same names, so the page it renders
 * and the one the browser hydrates show the same icon URL.
 */
export function hashedPublicFiles({ ssr }: { ssr: boolean }): { plugin: Plugin; define: Record<string, string> } {
  const names = Object.fromEntries(FILES.map((file) => [file, hashedName(file)])) as Record<(typeof FILES)[number], string>;
  return {
    define: { [SITE_ICON_URL_DEFINE]: JSON.stringify(`/${names['favicon.svg']}`) },
    plugin: {
      name: 'roofline-hashed-public-files',
      apply: 'build',
      generateBundle() {
        if (ssr) return;
        for (const file of FILES) this.emitFile({ type: 'asset', fileName: names[file], source: readFileSync(path.join(publicDir, file)) });
      },
      transformIndexHtml(html) {
        return FILES.reduce((page, file) => page.replaceAll(`'/${file}'`, `'/${names[file]}'`).replaceAll(`"/${file}"`, `"/${names[file]}"`), html);
      },
    },
  };
}
