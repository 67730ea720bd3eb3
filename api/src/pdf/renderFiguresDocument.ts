export interface LabelledFigure {
  label: string;
  /** Already formatted for reading: "$2,375.00", "56.25%", "November 23, 2026". */
  value: string;
}

export interface FiguresSection {
  heading?: string;
  figures: LabelledFigure[];
}

export interface FiguresDocument {
  title: string;
  subtitle?: string;
  sections: FiguresSection[];
  /** Small print under the figures (disclaimers, how a figure was computed). */
  notes?: string[];
  /** Stamped into the PDF's metadata so a re-render of the same figures is byte-identical. */
  createdAt: Date;
}

/** One thing written on a page, in reading order: what a screen shows of that page. */
export interface FiguresLine {
  kind: 'TITLE' | 'SUBTITLE' | 'HEADING' | 'FIGURE' | 'NOTE';
  text: string;
  /** A figure's value; null for every other kind. */
  value: string | null;
}

export interface RenderedFiguresDocument {
  bytes: Buffer;
  /** What each page of the PDF holds, page by page, as pdfkit laid it out. */
  pages: FiguresLine[][];
}

const MARGIN = 56;
const LABEL_WIDTH = 260;

/**
 * Renders a titled document of labelled figures (term sheets, estimates, statements) as a PDF.
 * Text stays text (standard Helvetica, no images), so it is searchable, accessible to screen
 * readers, and readable back in tests. Documents are a few pages, so the bytes are collected.
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
    const record = (kind: FiguresLine['kind'], text: string, value: string | null = null) => pages.at(-1)!.push({ kind, text, value });
    pdf.on('pageAdded', () => pages.push([]));
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve({ bytes: Buffer.concat(chunks), pages }));
    pdf.on('error', reject);

    pdf.font('Helvetica-Bold').fontSize(20).text(document.title);
    record('TITLE', document.title);
    if (document.subtitle) {
      pdf.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#444444').text(document.subtitle).fillColor('black');
      record('SUBTITLE', document.subtitle);
    }
    const valueX = MARGIN + LABEL_WIDTH;
    const valueWidth = pdf.page.width - MARGIN - valueX;
    for (const section of document.sections) {
      pdf.moveDown(1);
      if (section.heading) {
        pdf.font('Helvetica-Bold').fontSize(13).text(section.heading, MARGIN).moveDown(0.4);
        record('HEADING', section.heading);
      }
      for (const figure of section.figures) {
        if (pdf.y > pdf.page.height - MARGIN - 40) pdf.addPage();
        const top = pdf.y;
        pdf
          .font('Helvetica')
          .fontSize(11)
          .text(figure.label, MARGIN, top, { width: LABEL_WIDTH - 12 });
        const labelBottom = pdf.y;
        pdf.font('Helvetica-Bold').text(figure.value, valueX, top, { width: valueWidth, align: 'right' });
        pdf.y = Math.max(labelBottom, pdf.y) + 4;
        record('FIGURE', figure.label, figure.value);
      }
    }
    if (document.notes?.length) {
      pdf.moveDown(1.5).font('Helvetica').fontSize(9).fillColor('#444444');
      const width = pdf.page.width - 2 * MARGIN;
      for (const note of document.notes) {
        if (pdf.y + pdf.heightOfString(note, { width }) > pdf.page.maxY()) pdf.addPage();
        pdf.text(note, MARGIN, pdf.y, { width }).moveDown(0.4);
        record('NOTE', note);
      }
    }
    pdf.end();
  });
}
