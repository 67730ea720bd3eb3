import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { parseSheet } from './parseSheet.js';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, skipping comments and blank lines', () => {
    const text = '# a comment\nsheet,"Roofline, weekly","say ""hi"""\n\nfee,"two\nlines",x\r\nlast,row';
    expect(parseCsv(text)).toEqual([
      { line: 2, cells: ['sheet', 'Roofline, weekly', 'say "hi"'] },
      { line: 4, cells: ['fee', 'two\nlines', 'x'] },
      { line: 6, cells: ['last', 'row'] },
    ]);
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(() => parseCsv('a,"open\nb')).toThrow('never closed');
    const outcome = parseSheet('# sheet\nsheet,x\nrate,"open');
    expect(outcome).toEqual({ ok: false, problems: [{ line: 3, message: 'a quoted cell is never closed' }] });
  });

  it('keeps a # inside a record as text and reads CRLF files', () => {
    expect(parseCsv('note,#1 choice\r\n# comment\r\nnext, two ')).toEqual([
      { line: 1, cells: ['note', '#1 choice'] },
      { line: 3, cells: ['next', 'two'] },
    ]);
  });
});

describe('parseSheet', () => {
  const minimal = [
    'columns,sheet,effective_at,description',
    'sheet,2026-12-04T08:00:00-08:00,Test sheet',
    'columns,lender,code,uuid,company_name,loan_buyer_type',
    'lender,ACME,0b6f3b8e-7a61-4d7e-9b0c-2f1a0e6d5c4b,Acme Mortgage,FANNIE_MAE',
  ];

  it('asks for the columns row of a record type before its rows', () => {
    const outcome = parseSheet([...minimal, 'rate,ACME,CONF-F30,30,6.250,0.000'].join('\n'));
    expect(outcome).toEqual({ ok: false, problems: [{ line: 5, message: "rate: no 'columns,rate,...' row before it" }] });
  });

  it('names unknown and missing columns', () => {
    const outcome = parseSheet([...minimal, 'columns,rate,lender,program,lock_days,rate,price'].join('\n'));
    expect(outcome.ok ? [] : outcome.problems.map((p) => p.message)).toEqual(['columns rate: unknown column price', 'columns rate: missing column points']);
  });

  it('needs at least one program', () => {
    const outcome = parseSheet(minimal.join('\n'));
    expect(outcome.ok ? [] : outcome.problems.map((p) => p.message)).toEqual(['the sheet lists no loan programs']);
  });
});
