import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRateSheet } from '#api/services/rates/importRateSheet';
import { SEED_RATE_SHEET } from '#migrations/seeds/10_rate_sheet';
import { createTestApp, type TestApp } from '../harness.js';
import { RatesPageDocument } from '#generated/web';
import { ratesInput } from './support.js';

let t: TestApp;
const seedSheet = readFileSync(SEED_RATE_SHEET, 'utf8');
const nextWeek = (csv: string) => csv.replace('2026-11-20T08:00:00-08:00', '2026-11-27T08:00:00-08:00');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function page() {
  const response = await t.gql(RatesPageDocument, { ratesInput: ratesInput() });
  return response.data?.ratesPage ?? expect.unreachable('no ratesPage');
}

describe('importing rate sheets', () => {
  it('seeds the dated sheet through the importer: 6 lenders, every mortgage type for conventional, FHA and VA', async () => {
    const programs = await t.db('loan_programs').select('loanType', 'mortgageType');
    expect(await t.db('lenders').count({ n: '*' }).first()).toEqual({ n: 6 });
    for (const loanType of ['CONVENTIONAL', 'FHA', 'VA']) {
      const types = new Set(programs.filter((p) => p.loanType === loanType).map((p) => p.mortgageType));
      expect(types.size, loanType).toBe(8);
    }
    expect(await t.db('price_adjustments').where({ loanType: 'CONVENTIONAL' }).count({ n: '*' }).first()).toMatchObject({ n: expect.any(Number) });
  });

  it('refuses a bad file whole, with its problems by line, and keeps the active sheet', async () => {
    const before = await page();
    // Other tests may have loaded sheets too: what counts is that this refusal adds none.
    const sheetsBefore = await t.db('rate_sheets').select('effectiveAt', 'isActive');
    const lines = nextWeek(seedSheet).split('\n');
    const rateLine = lines.findIndex((line) => line.startsWith('rate,'));
    lines[rateLine] = lines[rateLine]?.replace(/,30,([\d.]+),/, ',30,six,') ?? '';
    lines.push('rate,HARBORVIEW,NO-SUCH-PROGRAM,30,6.000,0.000');
    lines.push('fee,,,,CLOSING_GIFT,Welcome basket,50,0,false');
    const outcome = await importRateSheet(t.db, lines.join('\n'), { sourceName: 'bad.csv' });
    expect(outcome.ok).toBe(false);
    const problems = outcome.ok ? [] : outcome.problems;
    expect(problems).toContainEqual({ line: rateLine + 1, message: "rate rate: must be a number (got 'six')" });
    expect(problems.some((p) => p.line === lines.length && p.message.startsWith('fee section: must be one of'))).toBe(true);

    const sheets = await t.db('rate_sheets').select('effectiveAt', 'isActive');
    expect(sheets).toHaveLength(sheetsBefore.length);
    const after = await page();
    expect(after.rateSheetEffectiveAt).toBe(before.rateSheetEffectiveAt);
    expect(after.pricingResultUuid).toBe(before.pricingResultUuid);
  });

  it('refuses a program without a price for the quoted lock, and a sheet of a date already loaded', async () => {
    const withoutLock = nextWeek(seedSheet)
      .split('\n')
      .filter((line) => !line.startsWith('rate,LAKESHORE,VA-F15,30,'))
      .join('\n');
    const outcome = await importRateSheet(t.db, withoutLock);
    expect(outcome.ok ? [] : outcome.problems.map((p) => p.message)).toEqual([
      'program LAKESHORE/VA-F15: no rate rows for the 30-day lock the rates page quotes',
    ]);
    const again = await importRateSheet(t.db, seedSheet);
    expect(again.ok ? [] : again.problems.map((p) => p.message)).toEqual(['a rate sheet effective 2026-11-20T16:00:00.000Z is already loaded']);
  });

  it('activates a good sheet at once and prices against it', async () => {
    const before = await page();
    const cheaper = nextWeek(seedSheet)
      .split('\n')
      .map((line) => (line.startsWith('rate,') ? line.replace(/,(-?[\d.]+)$/, (_m, points: string) => `,${(Number(points) - 0.5).toFixed(3)}`) : line))
      .join('\n');
    const outcome = await importRateSheet(t.db, cheaper, { sourceName: 'next-week.csv' });
    expect(outcome.ok).toBe(true);
    const after = await page();
    expect(after.rateSheetEffectiveAt).toBe('2026-11-27T16:00:00.000Z');
    expect(after.pricingResultUuid).not.toBe(before.pricingResultUuid);
    expect(await t.db('rate_sheets').where({ isActive: true }).count({ n: '*' }).first()).toEqual({ n: 1 });
    // Half a point cheaper everywhere: the par option of the most popular program sits an eighth or so lower.
    expect(after.rateOptions[0]?.interestRate).toBeLessThanOrEqual(before.rateOptions[0]?.interestRate ?? 0);
  });
});
