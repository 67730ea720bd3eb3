import type { PrequalInput } from '#generated/web';

// What each mocked createPrequal was asked, so an application started from a prequal begins
// with its home, loans and cash, as the API's does.
const inputs = new Map<string, PrequalInput>();

export const mockPrequals = {
  remember(uuid: string, input: PrequalInput): void {
    inputs.set(uuid, input);
  },
  get(uuid: string): PrequalInput | null {
    return inputs.get(uuid) ?? null;
  },
  clear(): void {
    inputs.clear();
  },
};
