// The build without Node's Buffer: core/ runs in the browser too (the rates code shares it).
import { CsvError, parse } from 'csv-parse/browser/esm/sync';

/** One CSV record with the 1-based line it starts on, for error messages. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV through csv-parse: commas, double-quoted cells (with "" for a quote) that may span
 * lines, CRLF or LF endings, cells trimmed, records of any length. Blank lines and lines starting
 * with '#' are comments and yield no record.
 */
export function parseCsv(text: string): CsvRecord[] {
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    parsed = parse(text, {
      comment: '#',
      // Only a '#' that starts a line is a comment; inside a cell it is text.
      comment_no_infix: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      record_delimiter: ['\r\n', '\n'],
      info: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof (error as CsvError & { lines?: number }).lines === 'number' ? (error as CsvError & { lines: number }).lines : 1;
      throw new CsvSyntaxError(line, error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted cell is never closed' : error.message);
    }
    throw error;
  }
  // info.lines is the line a record ends on; the line breaks inside its quoted cells put its start earlier.
  const breaksIn = (cells: string[]) => cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
  return parsed.map(({ record, info }) => ({ line: info.lines - breaksIn(record), cells: record }));
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}
