import PDFDocument from 'pdfkit';

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

const MARGIN = 56;
const LABEL_WIDTH = 260;

/**
 * Renders a titled document of labelled figures (term sheets, estimates, statements) as a PDF.
 * Text stays text (standard Helvetica, no images), so it is searchable, accessible to screen
 * readers, and readable back in tests. Documents are a few pages, so the bytes are collected.
 */
export function renderFiguresDocument(document: FiguresDocument): Promise<Buffer> {
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
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    pdf.font('Helvetica-Bold').fontSize(20).text(document.title);
    if (document.subtitle) pdf.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#444444').text(document.subtitle).fillColor('black');
    const valueX = MARGIN + LABEL_WIDTH;
    const valueWidth = pdf.page.width - MARGIN - valueX;
    for (const section of document.sections) {
      pdf.moveDown(1);
      if (section.heading) pdf.font('Helvetica-Bold').fontSize(13).text(section.heading, MARGIN).moveDown(0.4);
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
      }
    }
    if (document.notes?.length) {
      pdf.moveDown(1.5).font('Helvetica').fontSize(9).fillColor('#444444');
      for (const note of document.notes) pdf.text(note, MARGIN, pdf.y, { width: pdf.page.width - 2 * MARGIN }).moveDown(0.4);
    }
    pdf.end();
  });
}
