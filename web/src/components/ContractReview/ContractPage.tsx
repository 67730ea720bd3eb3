import { DataTable, numberCell } from '#web/components/DataTable/DataTable';
import styles from './ContractReview.module.css';

/** One thing printed on a page of an agreement: its title or subtitle, a heading, a labelled figure, a clause or a table's row. */
export interface ContractLine {
  kind: 'TITLE' | 'SUBTITLE' | 'HEADING' | 'FIGURE' | 'NOTE' | 'TABLE_HEADER' | 'TABLE_ROW';
  text: string;
  value?: string | null;
  cells?: readonly string[] | null;
}

type Block =
  | { kind: 'lines'; line: ContractLine }
  | { kind: 'figures'; figures: ContractLine[] }
  | { kind: 'table'; caption: string; header: readonly string[]; rows: Array<readonly string[]> };

const cellsOf = (line: ContractLine) => line.cells ?? [line.text];

/** The page's lines in order: each run of figures kept together as one list, each table's rows as one table named by the heading above it. */
export function contractBlocks(lines: readonly ContractLine[]): Block[] {
  const blocks: Block[] = [];
  let heading = '';
  for (const line of lines) {
    const last = blocks.at(-1);
    if (line.kind === 'HEADING') heading = line.text;
    if (line.kind === 'FIGURE' && last?.kind === 'figures') last.figures.push(line);
    else if (line.kind === 'FIGURE') blocks.push({ kind: 'figures', figures: [line] });
    else if (line.kind === 'TABLE_HEADER') blocks.push({ kind: 'table', caption: heading, header: cellsOf(line), rows: [] });
    else if (line.kind === 'TABLE_ROW' && last?.kind === 'table') last.rows.push(cellsOf(line));
    // A row whose header is on the page before: the table goes on under its heading, without one.
    else if (line.kind === 'TABLE_ROW') blocks.push({ kind: 'table', caption: heading, header: [], rows: [cellsOf(line)] });
    else blocks.push({ kind: 'lines', line });
  }
  return blocks;
}

/** One page of an option agreement as its PDF prints it: title, headings, figures, tables and clauses. */
export function ContractPage({ lines }: { lines: readonly ContractLine[] }) {
  return (
    <>
      {contractBlocks(lines).map((block, index) => {
        if (block.kind === 'figures') {
          return (
            <dl key={index} className={styles.figures}>
              {block.figures.map((figure) => (
                <div key={figure.text}>
                  <dt>{figure.text}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          );
        }
        if (block.kind === 'table') {
          return (
            <DataTable key={index} caption={block.caption}>
              {block.header.length ? (
                <thead>
                  <tr>
                    {block.header.map((cell, column) => (
                      <th key={column} scope="col" className={column ? numberCell : undefined}>
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
              ) : null}
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, column) =>
                      column ? (
                        <td key={column} className={numberCell}>
                          {cell}
                        </td>
                      ) : (
                        <th key={column} scope="row">
                          {cell}
                        </th>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          );
        }
        const { kind, text } = block.line;
        if (kind === 'TITLE') return <h3 key={index}>{text}</h3>;
        if (kind === 'HEADING') return <h4 key={index}>{text}</h4>;
        return (
          <p key={index} className={kind === 'SUBTITLE' ? styles.lead : styles.clause}>
            {text}
          </p>
        );
      })}
    </>
  );
}
