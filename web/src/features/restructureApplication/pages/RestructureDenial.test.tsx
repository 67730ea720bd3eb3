import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DENIED_WITHOUT_CODE } from '#core/partnership/applicantStageReason';
import { resetMockRestructureApplications, restructureStore, seedMockRestructureApplication } from '#mocks/restructureApplicationState';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 20_000 };

beforeEach(() => {
  resetMockRestructureApplications();
  mockSession.set(true);
});

describe('a denied partnership application', { timeout: 30_000 }, () => {
  it('explains a denial without a code in the product’s words, and never shows what the history says', async () => {
    const uuid = seedMockRestructureApplication('DENIED');
    // A reviewer denied without a code; whatever text the history carries is not the applicant's to read.
    const record = restructureStore.get(uuid)!;
    record.denialCode = null;
    record.history.at(-1)!.reason = 'internal: spoke to ux-tester';
    await renderRoutes(`/application/partner/${uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t offer a partnership' }, FIRST)).toBeInTheDocument();
    expect(screen.getByText(DENIED_WITHOUT_CODE.RESTRUCTURE, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/ux-tester/)).toBeNull();
  });
});
