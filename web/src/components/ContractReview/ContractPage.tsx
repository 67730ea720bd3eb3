import styles from './ContractReview.module.css';

/** One thing printed on a page of an agreement: its title or subtitle, a heading, a labelled figure or a clause. */
export interface ContractLine {
  kind: 'TITLE' | 'SUBTITLE' | 'HEADING' | 'FIGURE' | 'NOTE';
  text: string;
  value?: string | null;
}

type Block = { kind: 'lines'; line: ContractLine } | { kind: 'figures'; figures: ContractLine[] };

/** The page's lines in order, each run of figures kept together as one list. */
export function contractBlocks(lines: readonly ContractLine[]): Block[] {
  const blocks: Block[] = [];
  for (const line of lines) {
    const last = blocks.at(-1);
    if (line.kind === 'FIGURE' && last?.kind === 'figures') last.figures.push(line);
    else blocks.push(line.kind === 'FIGURE' ? { kind: 'figures', figures: [line] } : { kind: 'lines', line });
  }
  return blocks;
}

/** One page of an option agreement as its PDF prints it: title, headings, figures and clauses. */
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
