import { describe, expect, it } from 'vitest';
import { initialProgramFilterState, reduceProgramFilters } from './programFilters';

describe('program filters in the application state (§3.111, §3.112)', () => {
  it('start empty: no program filter and every state', () => {
    expect(initialProgramFilterState()).toEqual({ programFilters: {}, programStateAvailabilityFilter: null });
    expect(initialProgramFilterState().programFilters).not.toBe(initialProgramFilterState().programFilters);
  });

  it('replace the program filters and set or clear the state availability filter', () => {
    const typed = reduceProgramFilters(initialProgramFilterState(), { type: 'setProgramFilters', filters: { type: ['VETERAN'] } });
    expect(typed.programFilters).toEqual({ type: ['VETERAN'] });
    const texas = reduceProgramFilters(typed, { type: 'setProgramStateAvailabilityFilter', state: 'TX' });
    expect(texas).toEqual({ programFilters: { type: ['VETERAN'] }, programStateAvailabilityFilter: 'TX' });
    expect(reduceProgramFilters(texas, { type: 'setProgramStateAvailabilityFilter', state: null }).programStateAvailabilityFilter).toBeNull();
  });

  it('return the same state when the state filter does not change', () => {
    const texas = reduceProgramFilters(initialProgramFilterState(), { type: 'setProgramStateAvailabilityFilter', state: 'TX' });
    expect(reduceProgramFilters(texas, { type: 'setProgramStateAvailabilityFilter', state: 'TX' })).toBe(texas);
  });
});
