/**
 * The brand's colours in the PDFs Roofline writes: the web's design tokens
 * (web/src/styles/tokens.css), named as there; a test keeps the two equal. The type is the
 * tokens' sans-serif stack, whose Helvetica is one of the PDF's standard fonts, so nothing is
 * embedded and the text stays searchable.
 */
export const PDF_COLOURS = {
  '--color-ink': '#0f2a4a',
  '--color-muted': '#586b80',
  '--color-line': '#d8e0ea',
  '--color-primary': '#1d5fd1',
  '--color-primary-soft': '#e6effd',
} as const;

export const INK = PDF_COLOURS['--color-ink'];
export const MUTED = PDF_COLOURS['--color-muted'];
export const LINE = PDF_COLOURS['--color-line'];
export const PRIMARY = PDF_COLOURS['--color-primary'];
export const PRIMARY_SOFT = PDF_COLOURS['--color-primary-soft'];

export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';
