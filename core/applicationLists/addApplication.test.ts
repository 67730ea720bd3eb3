import { describe, expect, it } from 'vitest';
import { addApplication } from './addApplication';

describe('adding an application to a list (spec section 3)', () => {
  it('appends an application the list does not hold', () => {
    const list = [{ uuid: 'a' }];
    expect(addApplication(list, { uuid: 'b' })).toEqual([{ uuid: 'a' }, { uuid: 'b' }]);
    expect(list).toEqual([{ uuid: 'a' }]);
  });

  it('ignores an application whose uuid is already in the list, returning the same list', () => {
    const list = [{ uuid: 'a', label: 'first' }];
    const result = addApplication(list, { uuid: 'a', label: 'again' });
    expect(result).toBe(list);
    expect(result).toEqual([{ uuid: 'a', label: 'first' }]);
  });

  it('adds to an empty list', () => {
    expect(addApplication([], { uuid: 'a' })).toEqual([{ uuid: 'a' }]);
  });
});
