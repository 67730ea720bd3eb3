import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` that holds package.json. */
export function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

/**
 * The project's folder. Found from this module's rather than counted in '../', because the
 * compiled server (dist/node, npm run build:server) bundles modules into files at other depths.
 */
export const projectRoot = findProjectRoot(import.meta.dirname);

/** Whether this is the compiled server: it runs the compiled migrations and seeds beside it. */
export const compiledBuild = import.meta.url.endsWith('.js');

/** Where the compiled server is written; its files keep their source paths under it. */
export const COMPILED_SERVER_DIRECTORY = 'dist/node';
