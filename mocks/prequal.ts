import type { PrequalInput } from '#generated/web';

// What each mocked createPrequal was asked, so an application started from a prequal begins
// with its home, loans and cash, as the API's does.
const inputs = new Map<string, PrequalInput>();
// The prequals whose homeowner joined the partnership waitlist from them (spec §3.52 isWaitlisted).
const waitlisted = new Set<string>();

export const mockPrequals = {
  remember(uuid: string, input: PrequalInput): void {
    inputs.set(uuid, input);
  },
  get(uuid: string): PrequalInput | null {
    return inputs.get(uuid) ?? null;
  },
  markWaitlisted(uuid: string): void {
    waitlisted.add(uuid);
  },
  isWaitlisted(uuid: string): boolean {
    return waitlisted.has(uuid);
  },
  clear(): void {
    inputs.clear();
    waitlisted.clear();
  },
};
