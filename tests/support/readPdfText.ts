import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF, one string per page, with each line's pieces joined by single spaces and
 * lines by newlines, so a test can look for "Monthly payment $2,375.00". Uses pdf.js's legacy
 * build, the one meant for Node.
 */
export async function readPdfText(bytes: Uint8Array): Promise<{ pages: string[]; text: string; info: Record<string, unknown> }> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const lines = new Map<number, Array<{ x: number; text: string }>>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const y = Math.round(item.transform[5]);
        lines.set(y, [...(lines.get(y) ?? []), { x: item.transform[4], text: item.str.trim() }]);
      }
      const ordered = [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) =>
          pieces
            .sort((a, b) => a.x - b.x)
            .map((piece) => piece.text)
            .join(' '),
        );
      pages.push(ordered.join('\n'));
    }
    const { info } = await document.getMetadata();
    return { pages, text: pages.join('\n'), info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}
