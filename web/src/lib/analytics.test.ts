import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the waiting events and the pagehide listener are module state.
async function loadAnalytics() {
  vi.resetModules();
  return import('./analytics');
}

let idleCallbacks: Array<() => void>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentTypes = () => fetchMock.mock.calls.map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { type: string }).type);

describe('analytics events leave when the page is idle (issue 46; spec sections 4 and 7)', () => {
  it('sends nothing while the page is busy, then every waiting event once it is idle', async () => {
    const { analytics } = await loadAnalytics();
    analytics.pageView('/rates');
    analytics.pushUserId(null);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.();
    expect(sentTypes()).toEqual(['page_view', 'user_id']);
  });

  it('reads consent when the events leave: an opt-out before then sends nothing', async () => {
    const { analytics, setAnalyticsConsentCheck } = await loadAnalytics();
    analytics.pageView('/rates');
    setAnalyticsConsentCheck(() => false);
    idleCallbacks[0]?.();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the waiting events when the visitor leaves before the page is idle', async () => {
    const { analytics } = await loadAnalytics();
    analytics.pageView('/rates');
    window.dispatchEvent(new Event('pagehide'));
    expect(sentTypes()).toEqual(['page_view']);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });
});
