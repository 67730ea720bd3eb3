// The lines of a mocked option agreement's page, as `RestructureContractLine` carries them; the
// server's come from the PDF it lays out (api/src/pdf/renderFiguresDocument.ts).

export const contractLine = (kind: 'TITLE' | 'SUBTITLE' | 'HEADING' | 'NOTE', text: string) => ({
  __typename: 'RestructureContractLine' as const,
  kind,
  text,
  value: null,
  cells: null,
});

export const contractFigure = (text: string, value: string) => ({
  __typename: 'RestructureContractLine' as const,
  kind: 'FIGURE' as const,
  text,
  value,
  cells: null,
});

/** A table's header or row: its first cell is also its text. */
export const contractTableRow = (kind: 'TABLE_HEADER' | 'TABLE_ROW', cells: string[]) => ({
  __typename: 'RestructureContractLine' as const,
  kind,
  text: cells[0]!,
  value: null,
  cells,
});
