import { describe, expect, it } from 'vitest';
import { programMiss, programsThatFit, type ProgramLimits } from './programFit.js';

const nationwide: ProgramLimits = { states: [], maxPriceCents: null };
const californiaCapped: ProgramLimits = { states: ['CA'], maxPriceCents: 850_000_00 };
const texasOnly: ProgramLimits = { states: ['TX'], maxPriceCents: null };

describe('programMiss', () => {
  it.each([
    // program, state, price, miss
    [nationwide, 'CA', 2_000_000_00, null],
    [nationwide, null, null, null],
    [californiaCapped, 'CA', 850_000_00, null], // the limit itself is accepted
    [californiaCapped, 'CA', 850_000_01, 'PRICE'],
    [californiaCapped, 'ca', 600_000_00, null], // state codes in any case
    [californiaCapped, 'TX', 600_000_00, 'STATE'],
    [californiaCapped, 'TX', 900_000_00, 'STATE'], // the state is named first
    [californiaCapped, 'CA', null, null], // no price yet rules nothing out
    [californiaCapped, null, 900_000_00, 'PRICE'],
    [texasOnly, 'TX', 9_000_000_00, null],
    [texasOnly, null, null, null],
  ] as const)('%o in %s at %s cents: %s', (program, state, priceCents, miss) => {
    expect(programMiss(program, { state, priceCents })).toBe(miss);
  });
});

describe('programsThatFit', () => {
  const programs = [
    { slug: 'capped', ...californiaCapped },
    { slug: 'texas', ...texasOnly },
  ];

  it('keeps the programs of the buyer’s state whose price limit the price is within', () => {
    expect(programsThatFit(programs, { state: 'CA', priceCents: 700_000_00 })).toEqual({ programs: [programs[0]], noneFitBecause: null });
    expect(programsThatFit([...programs, { slug: 'everywhere', ...nationwide }], { state: 'CA', priceCents: 900_000_00 }).programs.map((p) => p.slug)).toEqual([
      'everywhere',
    ]);
  });

  it('says the price is above the highest limit when only the price rules them out', () => {
    const other = { slug: 'capped-higher', states: ['CA'], maxPriceCents: 875_500_00 };
    expect(programsThatFit([...programs, other], { state: 'CA', priceCents: 1_200_000_00 })).toEqual({
      programs: [],
      noneFitBecause: 'The down payment programs we know of in CA accept a price up to $875,500; your price of $1,200,000 is above that.',
    });
  });

  it('says none are known in the state when none are offered there', () => {
    expect(programsThatFit(programs, { state: 'wa', priceCents: 500_000_00 })).toEqual({
      programs: [],
      noneFitBecause: 'We know of no down payment programs in WA yet.',
    });
    expect(programsThatFit([], { state: null, priceCents: null }).noneFitBecause).toBe('We know of no down payment programs for your home yet.');
  });
});
