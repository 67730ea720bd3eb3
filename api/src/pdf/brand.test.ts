import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDF_COLOURS } from './brand.js';

describe('the PDFs’ brand colours', () => {
  it('are the web’s design tokens', () => {
    const tokens = readFileSync(new URL('../../../web/src/styles/tokens.css', import.meta.url), 'utf8');
    for (const [name, colour] of Object.entries(PDF_COLOURS)) {
      expect(tokens).toMatch(new RegExp(`${name}:\\s*${colour};`, 'i'));
    }
  });

  it('name a sans-serif the tokens list, as the PDF’s standard font', () => {
    const tokens = readFileSync(new URL('../../../web/src/styles/tokens.css', import.meta.url), 'utf8');
    expect(/--font-sans:[^;]*'Helvetica Neue'/.test(tokens)).toBe(true);
  });
});
