import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restructureTerms } from '#core/partnership/index';
import { formatCents } from '#core/money/formatMoney';
import { fillPitchFigures } from '#core/partnership/fillPitchFigures';
import { falsePitchClaims, ROOFLINE_PRODUCT_TEXT } from '#core/partnership/pitchClaims';
import { PITCH_HOMEOWNER } from '#core/partnership/pitchFigures';
import { contentDirectory, loadContentFiles } from './contentFiles.js';
import { renderMarkdown } from './contentMarkdown.js';

// Every claim content/ makes about Roofline's products is checked against the model: no claim
// core/partnership contradicts, and no dollar figure typed in where the model's should be.

const files = readdirSync(contentDirectory, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md') && file.includes(path.sep))
  .sort();

/** The file's front matter, then its body's blocks (paragraphs, lists, tables). */
function blocksOf(text: string): string[] {
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n?/g, '\n')) ?? [];
  return [frontMatter, ...body.split(/\n\s*\n/)].filter((block) => block.trim());
}

const aboutRoofline = (block: string) => ROOFLINE_PRODUCT_TEXT.test(block);

describe('content about Roofline tells the truth of the model', () => {
  it.each(files)('%s makes no claim the model contradicts', (file) => {
    const text = fillPitchFigures(readFileSync(path.join(contentDirectory, file), 'utf8'), file);
    const claims = blocksOf(text)
      .filter(aboutRoofline)
      .flatMap((block) => falsePitchClaims(block).map((claim) => `${claim}\n    in: ${block}`));
    expect(claims).toEqual([]);
  });

  it.each(files)('%s quotes Roofline’s figures from the model, never typed in', (file) => {
    const typed = blocksOf(readFileSync(path.join(contentDirectory, file), 'utf8'))
      .filter(aboutRoofline)
      .flatMap((block) => (block.match(/\$\d[\d,.]*/g) ?? []).map((amount) => `${amount} in: ${block}`));
    expect(typed).toEqual([]);
  });

  it('fills every placeholder when the content is loaded, with the model’s figures', () => {
    const loaded = loadContentFiles();
    expect(JSON.stringify(loaded)).not.toContain('{{');
    const article = loaded.articles.find((entry) => entry.slug === 'how-a-home-equity-partnership-works')!;
    const keep = restructureTerms({ ...PITCH_HOMEOWNER, product: 'KEEP' });
    expect(renderMarkdown(article.bodyMarkdown)).toContain(`<strong>${formatCents(keep.monthlyPaymentCents)}</strong>, besides your mortgage payment`);
    const program = loaded.programs.find((entry) => entry.slug === 'roofline-home-equity-partnership')!;
    expect(program.highlights).toContainEqual({ label: 'Example', value: `${formatCents(keep.monthlyPaymentCents)} a month for $100,000, mortgage kept` });
  });
});
