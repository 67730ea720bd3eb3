/** The analytics events the mocked API took in, per browser id: what its privacy page counts. */
const events = new Map<string, string[]>();

export const mockAnalytics = {
  record(anonymousId: string, at = new Date().toISOString()): void {
    events.set(anonymousId, [...(events.get(anonymousId) ?? []), at]);
  },
  activity(anonymousId: string): { eventCount: number; lastEventAt: string | null } {
    const times = events.get(anonymousId.trim().slice(0, 100)) ?? [];
    return { eventCount: times.length, lastEventAt: times.at(-1) ?? null };
  },
  reset(): void {
    events.clear();
  },
};
