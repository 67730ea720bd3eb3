/**
 * The equity ledger's hash chain (decision 0020): each row's hash covers its content and the
 * previous row's hash, and the property's head names the last row's hash and the row count. A
 * row removed, altered or inserted out of band breaks the chain at that row.
 */

export interface ChainedRow {
  sequence: number;
  hash: string;
  previousHash: string | null;
  /** The row's hash computed again from its content now. */
  recomputedHash: string;
}

export interface LedgerHead {
  headHash: string;
  length: number;
}

export type ChainBreak = { index: number; sequence: number | null; problem: string };

/**
 * The first break in a property's chain, or null when it holds. Rows read after the head (an
 * append committed between the two reads) are checked by their links only.
 */
export function firstChainBreak(rows: readonly ChainedRow[], head: LedgerHead | null): ChainBreak | null {
  for (const [index, row] of rows.entries()) {
    if (row.recomputedHash !== row.hash) return { index, sequence: row.sequence, problem: 'its content does not match its hash (altered)' };
    const expected = index === 0 ? null : rows[index - 1]!.hash;
    if (row.previousHash !== expected)
      return {
        index,
        sequence: row.sequence,
        problem: index === 0 ? 'the rows before it are missing' : `it does not follow row ${rows[index - 1]!.sequence} (a row between them is missing)`,
      };
  }
  if (!head && rows.length) return { index: 0, sequence: rows[0]!.sequence, problem: 'the ledger has rows but no recorded head' };
  const length = head?.length ?? 0;
  if (rows.length < length) return { index: rows.length, sequence: null, problem: `${length - rows.length} row(s) after the last one are missing` };
  if (head && rows[length - 1]!.hash !== head.headHash)
    return { index: length - 1, sequence: rows[length - 1]!.sequence, problem: 'the last recorded row is not this one' };
  return null;
}

/** What a homeowner reads when their ledger fails its check: nothing is shown or moved until staff have looked. */
export const LEDGER_UNVERIFIED_MESSAGE =
  'We can’t show this home’s figures right now: its equity record failed an integrity check. Roofline has been alerted; no money moves until it is resolved.';
