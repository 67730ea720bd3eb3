/**
 * Rate sheets for the pricing bench: the seeded sheet as `npm run db:seed` imports it, and a
 * larger one with as many lenders as asked, each a copy of a seeded lender under its own name
 * with its rates moved a little, so that pricing has that many lenders' programs to screen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { parseSheet, type PricingProgram, type PricingSheet, sheetFromFile } from '#core/rates/index';

const SEEDED_SHEET = path.resolve(import.meta.dirname, '../../migrations/seeds/data/rate-sheet-2026-11-20.csv');

function uuidOf(text: string): string {
  const hex = createHash('sha1').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function seededSheet(): PricingSheet {
  const parsed = parseSheet(readFileSync(SEEDED_SHEET, 'utf8'));
  if (!parsed.ok) throw new Error(`the seeded rate sheet does not parse: ${parsed.problems.map((p) => p.message).join('; ')}`);
  return sheetFromFile(parsed.file, uuidOf('seeded sheet'), uuidOf);
}

/** The seeded sheet grown to `lenderCount` lenders; lender-specific adjustments and fees follow their copies. */
export function sheetWithLenders(lenderCount: number): PricingSheet {
  const seeded = seededSheet();
  const lenders = [...new Map(seeded.programs.map((p) => [p.lender.uuid, p.lender])).values()];
  const programs: PricingProgram[] = [];
  const adjustments = seeded.adjustments.filter((a) => a.lenderUuid === null);
  const fees = seeded.fees.filter((f) => f.lenderUuid === null);
  for (let copy = 0; copy < lenderCount; copy++) {
    const original = lenders[copy % lenders.length];
    if (!original) throw new Error('the seeded sheet has no lenders');
    const generation = Math.floor(copy / lenders.length);
    const lender =
      generation === 0 ? original : { ...original, uuid: uuidOf(`${original.uuid}/${generation}`), companyName: `${original.companyName} ${generation + 1}` };
    // An eighth of a point either way, so copies do not tie with their original.
    const shift = ((generation % 5) - 2) * 0.0625;
    for (const program of seeded.programs.filter((p) => p.lender.uuid === original.uuid)) {
      programs.push({
        ...program,
        uuid: generation === 0 ? program.uuid : uuidOf(`${program.uuid}/${generation}`),
        lender,
        quotedRates: program.quotedRates.map((row) => ({ rate: row.rate, points: Math.round((row.points + shift) * 1000) / 1000 })),
      });
    }
    adjustments.push(...seeded.adjustments.filter((a) => a.lenderUuid === original.uuid).map((a) => ({ ...a, lenderUuid: lender.uuid })));
    fees.push(...seeded.fees.filter((f) => f.lenderUuid === original.uuid).map((f) => ({ ...f, lenderUuid: lender.uuid })));
  }
  return { uuid: uuidOf(`sheet with ${lenderCount} lenders`), effectiveAt: seeded.effectiveAt, programs, adjustments, fees };
}
