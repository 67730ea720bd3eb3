import { pitchFigures } from './pitchFigures.js';

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9.]+)\s*\}\}/g;

/**
 * Text with each {{name}} replaced by the pitch figure of that name, so a page or article
 * quotes the model's own numbers. An unknown name throws, naming `where`, so a typo fails the
 * content load instead of reaching a reader.
 */
export function fillPitchFigures(text: string, where = 'text', figures = pitchFigures()): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = figures[name];
    if (value === undefined) throw new Error(`${where}: {{${name}}} is not a figure the model provides (core/partnership/pitchFigures.ts).`);
    return value;
  });
}
