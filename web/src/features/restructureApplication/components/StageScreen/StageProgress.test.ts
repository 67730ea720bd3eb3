import { describe, expect, it } from 'vitest';
import { stepStates } from './StageProgress';

describe('the step states (active behind, current, inactive ahead)', () => {
  it.each([
    ['APPROVAL', null, ['current', 'inactive', 'inactive', 'inactive', 'inactive', 'inactive']],
    ['APPROVAL_MORE_INFO', null, ['active', 'current', 'inactive', 'inactive', 'inactive', 'inactive']],
    ['CONTRACT_REVIEW', null, ['active', 'active', 'current', 'inactive', 'inactive', 'inactive']],
    ['INSPECTION', null, ['active', 'active', 'active', 'active', 'active', 'current']],
    ['COMPLETED', null, ['active', 'active', 'active', 'active', 'active', 'active']],
    ['DENIED', 'DOCUMENT_UPLOAD', ['active', 'current', 'inactive', 'inactive', 'inactive', 'inactive']],
    ['EXPIRED', 'CONTRACT_REVIEW', ['active', 'active', 'current', 'inactive', 'inactive', 'inactive']],
  ] as const)('%s (stopped at %s)', (stage, stoppedAt, states) => {
    expect(stepStates(stage, stoppedAt)).toEqual(states);
  });
});
