import { describe, expect, it } from 'vitest';
import { pagesOf } from './ContractViewer';
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

describe('the option agreement’s figures over its pages', () => {
  const groups = ['The deal', 'Each month', 'Exhibit C'].map((heading) => ({ heading, figures: [] }));
  const headings = (pages: ReturnType<typeof pagesOf>) => pages.map((page) => page.map((group) => group.heading));

  it('end with Exhibit C on the last page, however many pages there are', () => {
    expect(headings(pagesOf(groups, 1))).toEqual([['The deal', 'Each month', 'Exhibit C']]);
    expect(headings(pagesOf(groups, 2))).toEqual([['The deal', 'Each month'], ['Exhibit C']]);
    expect(headings(pagesOf(groups, 3))).toEqual([['The deal'], ['Each month'], ['Exhibit C']]);
    expect(headings(pagesOf(groups, 5))).toEqual([[], [], ['The deal'], ['Each month'], ['Exhibit C']]);
    for (const count of [1, 2, 3, 4, 7]) expect(pagesOf(groups, count).at(-1)!.at(-1)!.heading).toBe('Exhibit C');
  });
});
