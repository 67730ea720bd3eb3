import { describe, it, expect } from 'vitest';
import { isSubsectionLocked, isSubsectionShown } from './subsectionAccess.js';
import { question, subsection, user } from './testSupport.js';

describe('isSubsectionShown', () => {
  it('defaults to shown', () => {
    expect(isSubsectionShown(subsection('x', [question('a')]), {}, user)).toBe(true);
  });

  it('uses the definition check with answers and user', () => {
    const sub = subsection('x', [], { isShown: (answers, u) => answers['show'] === true && u.state === 'CA' });
    expect(isSubsectionShown(sub, { show: true }, user)).toBe(true);
    expect(isSubsectionShown(sub, {}, user)).toBe(false);
    expect(isSubsectionShown(sub, { show: true }, { state: 'NY' })).toBe(false);
  });
});

describe('isSubsectionLocked', () => {
  it('defaults to unlocked', () => {
    expect(isSubsectionLocked(subsection('x', []), {}, user)).toBe(false);
  });

  it('uses the definition check with answers and user', () => {
    const sub = subsection('x', [], { isLocked: (answers) => answers['submitted'] === true });
    expect(isSubsectionLocked(sub, { submitted: true }, user)).toBe(true);
    expect(isSubsectionLocked(sub, {}, user)).toBe(false);
  });
});
