/** One CSV record with the 1-based line it starts on, for error messages. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV: commas, double-quoted cells (with "" for a quote) that may span lines, CRLF or
 * LF endings. Blank lines and lines starting with '#' are comments and yield no record.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let atRecordStart = true;

  const endRecord = () => {
    cells.push(cell);
    const isBlank = cells.length === 1 && cells[0]?.trim() === '';
    if (!isBlank) records.push({ line: recordLine, cells: cells.map((c) => c.trim()) });
    cells = [];
    cell = '';
    atRecordStart = true;
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (atRecordStart) {
      recordLine = line;
      atRecordStart = false;
      if (char === '#') {
        while (i < text.length && text[i] !== '\n') i++;
        line++;
        atRecordStart = true;
        continue;
      }
    }
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n') {
      endRecord();
      line++;
    } else if (char !== '\r') {
      cell += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine, 'a quoted cell is never closed');
  if (!atRecordStart) endRecord();
  return records;
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
