import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { UNDERWRITING_CHECK_LABELS, UNDERWRITING_FAILURE_MESSAGES, UNDERWRITING_STATUS_LABELS } from '#core/restructureApplication/index';
import { resetMockRestructureApplications, restructureStore, seedMockRestructureApplication } from '#mocks/restructureApplicationState';
import { mockSession } from '#mocks/session';
import { renderRoutes } from '#web/test/renderRoutes';

// The page is a lazy chunk: the first look may wait for it to compile.
const FIRST = { timeout: 20_000 };

beforeEach(() => {
  resetMockRestructureApplications();
  mockSession.set(true);
});

const rows = async () => {
  const list = await screen.findByRole('region', { name: 'Checks before approval' }, FIRST);
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
};

describe('the underwriting checks on the stage screen', { timeout: 30_000 }, () => {
  it('lists each check with its status while the review runs', async () => {
    const uuid = seedMockRestructureApplication('DOCUMENT_UPLOAD');
    // The sandbox has not answered about identity yet; the appraisal waits for the documents.
    const record = restructureStore.get(uuid)!;
    record.approvalSubmittedAt = new Date(Date.now() + 60_000).toISOString();
    await renderRoutes(`/application/partner/${uuid}`);
    const listed = await rows();
    expect(listed).toHaveLength(4);
    expect(listed[0]).toContain(UNDERWRITING_CHECK_LABELS.CREDIT_CHECK_CONSENT);
    expect(listed[0]).toContain(UNDERWRITING_STATUS_LABELS.PASSED);
    expect(listed[1]).toContain(`${UNDERWRITING_CHECK_LABELS.IDENTITY} ${UNDERWRITING_STATUS_LABELS.PENDING}`);
    expect(listed[2]).toContain(`${UNDERWRITING_CHECK_LABELS.AUTOMATED_VALUATION} ${UNDERWRITING_STATUS_LABELS.PENDING}`);
    expect(listed[3]).toContain(`${UNDERWRITING_CHECK_LABELS.APPRAISAL} ${UNDERWRITING_STATUS_LABELS.PENDING}`);
  });

  it('shows a failed identity check in the customer’s words on a denial', async () => {
    const uuid = seedMockRestructureApplication('DENIED');
    const record = restructureStore.get(uuid)!;
    record.denialCode = null;
    record.checks = record.checks.map((check) => (check.kind === 'IDENTITY' ? { ...check, status: 'FAILED', completedAt: new Date().toISOString() } : check));
    await renderRoutes(`/application/partner/${uuid}`);
    const listed = await rows();
    expect(listed[1]).toContain(UNDERWRITING_STATUS_LABELS.FAILED);
    expect(listed[1]).toContain(UNDERWRITING_FAILURE_MESSAGES.IDENTITY!);
  });
});
