import { FONT, FONT_BOLD, INK, LINE, MUTED, PRIMARY, PRIMARY_SOFT } from './brand.js';

export interface LabelledFigure {
  label: string;
  /** Already formatted for reading: "$2,375.00", "56.25%", "November 23, 2026". */
  value: string;
}

export interface FiguresSection {
  heading?: string;
  figures: LabelledFigure[];
  /** A table under the figures: its column heads and rows of formatted cells, the first naming the row. */
  table?: { columns: string[]; rows: string[][] };
}

/** A line to sign on, with the signer's name and role under it and a line for the date beside it. */
export interface SignatureBlock {
  name: string;
  /** "Homeowner", "Buyer", "Roofline, authorized signer". */
  role: string;
}

export interface FiguresDocument {
  title: string;
  subtitle?: string;
  sections: FiguresSection[];
  /** Small print under the figures (disclaimers, how a figure was computed). */
  notes?: string[];
  /** Signature blocks after the notes, under a "Signatures" heading. */
  signatures?: SignatureBlock[];
  /** Stamped into the PDF's metadata so a re-render of the same figures is byte-identical. */
  createdAt: Date;
}

/** One thing written on a page, in reading order: what a screen shows of that page. */
export interface FiguresLine {
  kind: 'TITLE' | 'SUBTITLE' | 'HEADING' | 'FIGURE' | 'NOTE' | 'TABLE_HEADER' | 'TABLE_ROW';
  text: string;
  /** A figure's value; null for every other kind. */
  value: string | null;
  /** A table row's cells, the first one also its text; absent for every other kind. */
  cells?: string[];
}

export interface RenderedFiguresDocument {
  bytes: Buffer;
  /** What each page of the PDF holds, page by page, as pdfkit laid it out. */
  pages: FiguresLine[][];
}

const MARGIN = 56;
const LABEL_WIDTH = 260;

/**
 * Renders a titled document of labelled figures (term sheets, estimates, statements) as a PDF,
 * in the brand's colours. Text stays text (standard Helvetica, no images), so it is searchable,
 * accessible to screen readers, and readable back in tests. Documents are a few pages, so the
 * bytes are collected. A table row and a signature block are listed in the page record as
 * figures (the row's first cell, then the others; the signer, then "Date").
 */
export async function renderFiguresDocument(document: FiguresDocument): Promise<Buffer> {
  return (await layOutFiguresDocument(document)).bytes;
}

/**
 * The same PDF, with a record of what went on each page, for screens that show a document page
 * by page. A note never straddles two pages, so each page's record is whole.
 */
export async function layOutFiguresDocument(document: FiguresDocument): Promise<RenderedFiguresDocument> {
  // pdfkit (about 5 MB of heap with its fonts' metrics) loads with the first document, not with the server.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: { Title: document.title, Author: 'Roofline', Producer: 'Roofline', Creator: 'Roofline', CreationDate: document.createdAt },
      lang: 'en-US',
      displayTitle: true,
      tagged: true,
    });
    const chunks: Buffer[] = [];
    const pages: FiguresLine[][] = [[]];
    // Recorded after each write, so text that pdfkit carried onto a new page is listed there.
    const record = (kind: FiguresLine['kind'], text: string, value: string | null = null, cells?: string[]) =>
      pages.at(-1)!.push(cells ? { kind, text, value, cells } : { kind, text, value });
    pdf.on('pageAdded', () => pages.push([]));
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve({ bytes: Buffer.concat(chunks), pages }));
    pdf.on('error', reject);

    const width = pdf.page.width - 2 * MARGIN;
    pdf.font(FONT_BOLD).fontSize(20).fillColor(INK).text(document.title);
    record('TITLE', document.title);
    // The brand's rule under the title.
    pdf
      .moveTo(MARGIN, pdf.y + 4)
      .lineTo(MARGIN + 72, pdf.y + 4)
      .lineWidth(3)
      .strokeColor(PRIMARY)
      .stroke();
    pdf.y += 8;
    if (document.subtitle) {
      pdf.moveDown(0.3).font(FONT).fontSize(11).fillColor(MUTED).text(document.subtitle).fillColor(INK);
      record('SUBTITLE', document.subtitle);
    }
    const valueX = MARGIN + LABEL_WIDTH;
    const valueWidth = pdf.page.width - MARGIN - valueX;
    const heading = (text: string) => {
      if (pdf.y > pdf.page.height - MARGIN - 80) pdf.addPage();
      pdf.font(FONT_BOLD).fontSize(13).fillColor(PRIMARY).text(text, MARGIN).fillColor(INK).moveDown(0.4);
      record('HEADING', text);
    };
    for (const section of document.sections) {
      pdf.moveDown(1);
      if (section.heading) heading(section.heading);
      for (const figure of section.figures) {
        if (pdf.y > pdf.page.height - MARGIN - 40) pdf.addPage();
        const top = pdf.y;
        pdf
          .font(FONT)
          .fontSize(11)
          .fillColor(INK)
          .text(figure.label, MARGIN, top, { width: LABEL_WIDTH - 12 });
        const labelBottom = pdf.y;
        pdf.font(FONT_BOLD).text(figure.value, valueX, top, { width: valueWidth, align: 'right' });
        pdf.y = Math.max(labelBottom, pdf.y) + 4;
        record('FIGURE', figure.label, figure.value);
      }
      if (section.table) {
        const { columns, rows } = section.table;
        const columnWidth = width / columns.length;
        // One line per row: the first cell left, the figures right-aligned in their columns.
        const printRow = (cells: string[], font: string, shade: string | null, kind: 'TABLE_HEADER' | 'TABLE_ROW') => {
          if (pdf.y > pdf.page.height - MARGIN - 40) pdf.addPage();
          const top = pdf.y;
          if (shade) pdf.rect(MARGIN, top - 3, width, 18).fill(shade);
          pdf.font(font).fontSize(10).fillColor(INK);
          cells.forEach((cell, index) =>
            pdf.text(cell, MARGIN + index * columnWidth + 4, top, { width: columnWidth - 8, align: index === 0 ? 'left' : 'right', lineBreak: false }),
          );
          pdf.y = top + 18;
          pdf
            .moveTo(MARGIN, pdf.y - 3)
            .lineTo(MARGIN + width, pdf.y - 3)
            .lineWidth(0.5)
            .strokeColor(LINE)
            .stroke();
          record(kind, cells[0]!, null, cells);
        };
        pdf.moveDown(0.4);
        printRow(columns, FONT_BOLD, PRIMARY_SOFT, 'TABLE_HEADER');
        for (const row of rows) printRow(row, FONT, null, 'TABLE_ROW');
      }
    }
    if (document.notes?.length) {
      pdf.moveDown(1.5).font(FONT).fontSize(9).fillColor(MUTED);
      for (const note of document.notes) {
        if (pdf.y + pdf.heightOfString(note, { width }) > pdf.page.maxY()) pdf.addPage();
        pdf.text(note, MARGIN, pdf.y, { width }).moveDown(0.4);
        record('NOTE', note);
      }
      pdf.fillColor(INK);
    }
    if (document.signatures?.length) {
      pdf.moveDown(1.5);
      // The heading stays with the first block.
      if (pdf.y > pdf.page.maxY() - 120) pdf.addPage();
      heading('Signatures');
      const dateX = MARGIN + width - 140;
      for (const signer of document.signatures) {
        if (pdf.y > pdf.page.maxY() - 60) pdf.addPage();
        const lineY = pdf.y + 28;
        pdf.lineWidth(0.75).strokeColor(INK);
        pdf
          .moveTo(MARGIN, lineY)
          .lineTo(MARGIN + 280, lineY)
          .stroke();
        pdf
          .moveTo(dateX, lineY)
          .lineTo(MARGIN + width, lineY)
          .stroke();
        const text = `${signer.name}, ${signer.role}`;
        pdf.font(FONT).fontSize(10).fillColor(MUTED);
        pdf.text(text, MARGIN, lineY + 4, { width: 280, lineBreak: false });
        pdf.text('Date', dateX, lineY + 4, { width: 140, lineBreak: false });
        pdf.fillColor(INK);
        pdf.x = MARGIN;
        pdf.y = lineY + 22;
        record('FIGURE', text, 'Date');
      }
    }
    pdf.end();
  });
}
