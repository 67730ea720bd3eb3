import { describe, expect, it } from 'vitest';
import { readPdfText } from '#tests/support/readPdfText';
import { layOutFiguresDocument, renderFiguresDocument } from './renderFiguresDocument.js';

const estimate = {
  title: 'Estimate sheet',
  subtitle: '123 Main St, Springfield, IL 62701',
  createdAt: new Date('2026-11-23T09:00:00Z'),
  sections: [
    {
      heading: 'Your partnership',
      figures: [
        { label: 'Original agreed value', value: '$800,000.00' },
        { label: 'Designated percentage', value: '56.25%' },
        { label: 'Monthly payment', value: '$2,375.00' },
      ],
    },
  ],
  notes: ['Figures are estimates until your contract is signed.'],
};

describe('a titled document of labelled figures', () => {
  it('is a PDF whose text reads back with every label beside its figure', async () => {
    const bytes = await renderFiguresDocument(estimate);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, info } = await readPdfText(bytes);
    expect(text).toContain('Estimate sheet');
    expect(text).toContain('123 Main St, Springfield, IL 62701');
    expect(text).toContain('Original agreed value $800,000.00');
    expect(text).toContain('Designated percentage 56.25%');
    expect(text).toContain('Monthly payment $2,375.00');
    expect(text).toContain('Figures are estimates until your contract is signed.');
    expect(info.Title).toBe('Estimate sheet');
  });

  it('flows onto more pages when the figures do not fit on one', async () => {
    const figures = Array.from({ length: 80 }, (_, index) => ({ label: `Month ${index + 1} payment`, value: `$${(1000 + index).toLocaleString('en-US')}.00` }));
    const { pages } = await readPdfText(await renderFiguresDocument({ ...estimate, sections: [{ heading: 'Schedule', figures }] }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join('\n')).toContain('Month 80 payment $1,079.00');
  });

  it('records what each page holds, as the PDF reads back page by page, and keeps each note whole on one page', async () => {
    const figures = Array.from({ length: 40 }, (_, index) => ({ label: `Month ${index + 1} payment`, value: `$${(1000 + index).toLocaleString('en-US')}.00` }));
    const notes = Array.from({ length: 14 }, (_, index) =>
      `${index + 1}. A clause long enough to wrap over two lines of small print, so that where it falls matters. `.repeat(2).trim(),
    );
    const { bytes, pages } = await layOutFiguresDocument({ ...estimate, sections: [{ heading: 'Schedule', figures }], notes });
    const read = (await readPdfText(bytes)).pages.map((text) => text.replace(/\s+/g, ' '));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toHaveLength(read.length);
    pages.forEach((lines, index) => {
      for (const line of lines) {
        expect(read[index]).toContain(line.text);
        if (line.value) expect(read[index]).toContain(`${line.text} ${line.value}`);
      }
    });
    expect(pages.flat().map((line) => line.kind)).toEqual(['TITLE', 'SUBTITLE', 'HEADING', ...figures.map(() => 'FIGURE'), ...notes.map(() => 'NOTE')]);
    expect(
      pages
        .flat()
        .filter((line) => line.kind === 'NOTE')
        .map((line) => line.text),
    ).toEqual(notes);
  });
});

describe('a document with a table and signature blocks', () => {
  const table = {
    columns: ['Home value change', 'Home value', 'Roofline’s share', 'You keep'],
    rows: [
      ['–20%', '$640,000', '$80,000', '$560,000'],
      ['+50%', '$1,200,000', '$150,000', '$1,050,000'],
    ],
  };
  const signatures = [
    { name: 'Dana Rivera', role: 'homeowner' },
    { name: 'Roofline', role: 'authorized signer' },
  ];

  it('prints each row on one line under its column heads, and a line to sign and date for each signer', async () => {
    const { bytes, pages } = await layOutFiguresDocument({ ...estimate, sections: [{ heading: 'If the value changes', figures: [], table }], signatures });
    const { text } = await readPdfText(bytes);
    expect(text).toContain('Home value change Home value Roofline’s share You keep');
    expect(text).toContain('–20% $640,000 $80,000 $560,000');
    expect(text).toContain('+50% $1,200,000 $150,000 $1,050,000');
    expect(text).toContain('Signatures');
    expect(text).toContain('Dana Rivera, homeowner Date');
    expect(text).toContain('Roofline, authorized signer Date');
    const read = (await readPdfText(bytes)).pages.map((page) => page.replace(/\s+/g, ' '));
    pages.forEach((lines, index) => {
      for (const line of lines) expect(read[index]).toContain(line.value === null ? line.text : `${line.text} ${line.value}`);
    });
  });
});
