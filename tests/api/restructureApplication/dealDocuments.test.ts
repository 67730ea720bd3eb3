import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '#core/money/formatMoney';
import { DEAL_TERM, scheduledBuyBack, settlementScenarios } from '#core/partnership/dealDocumentFigures';
import { restructureTerms } from '#core/partnership/index';
import { readDocumentBytes } from '#api/services/restructureApplication/index';
import { readPdfText } from '../../support/readPdfText.js';
import { createTestApp, type TestApp } from '../harness.js';
import { call, COMPLETE_ANSWERS, DEMO, generatedDocuments, recordUploads, SALARY_DOCUMENTS, startApplication, untilDocuments, untilStage } from './support.js';

// The documents an approved partnership gets read as final: the deal's term and settlement rule,
// what each side receives from −20% to +50% (core's settlement), and lines to sign.

let t: TestApp;
let texts: Map<string, string>;

// The demo homeowner's $800,000 home with its $400,000 mortgage kept, and $100,000 of cash: 12.5%.
const home = { agreedValueCents: 800_000_00, mortgageBalanceCents: 400_000_00, cashCents: 100_000_00 };
const keep = restructureTerms({ ...home, product: 'KEEP' });
const saver = restructureTerms({ ...home, product: 'SAVER' });

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  const cookie = await t.sessionCookie(DEMO.email, DEMO.password);
  const uuid = await startApplication(t, DEMO.uuid, cookie, { cashOutAmount: 100000 });
  const saved = await call(t, 'save', { uuid, answers: { ...COMPLETE_ANSWERS, productPreference: 'KEEP', cashOutAmount: 100000 } }, cookie);
  expect(saved.errors).toEqual([]);
  expect((await call(t, 'submit', { uuid, creditCheckConsent: true }, cookie)).errors).toEqual([]);
  await recordUploads(t, uuid, SALARY_DOCUMENTS);
  await call(t, 'completeUploads', { uuid }, cookie);
  await untilStage(t, uuid, 'CONTRACT_REVIEW');
  await untilDocuments(t, uuid);
  texts = new Map();
  for (const [type, document] of await generatedDocuments(t, uuid)) {
    // Lines a long value wrapped onto are joined back, as a reader reads them.
    texts.set(type, (await readPdfText(await readDocumentBytes(t.adapters.documentStore, document))).text.replace(/\s+/g, ' '));
  }
}, 120_000);
afterAll(() => t.close());

const rowsOf = (terms: typeof keep) =>
  settlementScenarios(terms).map(
    (row) => `${row.changeLabel} ${formatCents(row.valueCents)} ${formatCents(row.rooflineCents)} ${formatCents(row.homeownerCents)}`,
  );

describe('the documents of an approved partnership', () => {
  it.each(['TERM_SHEET', 'ESTIMATE_SHEET', 'OPTION_AGREEMENT'])('%s states the term, the settlement and the scenario table of the deal', (type) => {
    const text = texts.get(type)!;
    expect(text).toContain(`Term ${DEAL_TERM}`);
    expect(text).toContain(`Scheduled buy-back ${scheduledBuyBack(keep)}`);
    expect(text).toContain('At a sale or settlement Roofline receives 12.5% of the home’s value');
    expect(text).toContain('Cap on Roofline’s share None');
    expect(text).toContain('Home value change Home value Roofline’s share You keep');
    // $800,000 moved −20% … +50%: 12.5% of $640,000 is $80,000, of $1,200,000 is $150,000.
    expect(rowsOf(keep)[0]).toBe('–20% $640,000 $80,000 $560,000');
    expect(rowsOf(keep).at(-1)).toBe('+50% $1,200,000 $150,000 $1,050,000');
    for (const row of rowsOf(keep)) expect(text).toContain(row);
  });

  it('settles Saver’s own share on the Saver estimate sheet', () => {
    const text = texts.get('ESTIMATE_SHEET_SAVER')!;
    expect(text).toContain('Scheduled buy-back None: no reduction payment is scheduled');
    expect(text).toContain('At a sale or settlement Roofline receives 62.5% of the home’s value');
    for (const row of rowsOf(saver)) expect(text).toContain(row);
  });

  it('ends with lines for the homeowner to sign and date, and Roofline’s on the term sheet and agreement', () => {
    for (const type of ['TERM_SHEET', 'ESTIMATE_SHEET', 'ESTIMATE_SHEET_SAVER', 'OPTION_AGREEMENT']) {
      expect(texts.get(type)).toContain('Signatures Dana Rivera, homeowner Date');
    }
    expect(texts.get('TERM_SHEET')).toContain('Dana Rivera, homeowner Date Roofline, authorized signer Date');
    expect(texts.get('OPTION_AGREEMENT')).toContain('Dana Rivera, homeowner Date Roofline, authorized signer Date');
    expect(texts.get('ESTIMATE_SHEET')).not.toContain('authorized signer');
  });
});
