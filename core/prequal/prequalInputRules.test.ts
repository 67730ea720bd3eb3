import { describe, expect, it } from 'vitest';
import { prequalInputProblems } from './prequalInputRules.js';

const home = { propertyLocation: { streetNumber: '1450', streetName: 'Larkin St', zip: '94109', state: 'CA' }, estimatedPropertyValue: 900_000 };

describe('a prequal input’s field rules', () => {
  it('accept a whole input, a ZIP+4, a state by name and an adjustable mortgage’s term', () => {
    expect(prequalInputProblems(home)).toEqual([]);
    expect(prequalInputProblems({ ...home, propertyLocation: { zip: '94109-1234', state: 'California' }, mortgageTerm: -1 })).toEqual([]);
  });

  it('refuse each wrong field by its path under prequalInput, in the words the screens show', () => {
    expect(prequalInputProblems({ ...home, propertyLocation: { zip: '941', state: 'ZZ' } })).toEqual([
      { code: 'INVALID', field: 'prequalInput.propertyLocation.zip', message: 'Enter a 5-digit ZIP code.' },
      { code: 'INVALID', field: 'prequalInput.propertyLocation.state', message: 'Choose a US state.' },
    ]);
    expect(prequalInputProblems({ estimatedPropertyValue: -1, mortgageTerm: 41 })).toEqual([
      { code: 'INVALID', field: 'prequalInput.estimatedPropertyValue', message: 'Enter an amount of $0 or more.' },
      { code: 'INVALID', field: 'prequalInput.mortgageTerm', message: 'Enter a term of 1 to 40 years.' },
    ]);
  });
});
