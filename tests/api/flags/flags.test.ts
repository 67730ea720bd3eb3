import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { loadConfig } from '#api/config';

const FLAGS = `{ featureFlags { privacyCookie programsCustomDetailContent multipleDashboard programsShowListing programs partnershipWaitlist
  directEquityTransactions programFilters lenderNames identityConnection equityBuilderCutoffDate licensedStates } }`;

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('feature flags (spec section 9)', () => {
  it('answers the spec defaults to anyone', async () => {
    const t = await createTestApp();
    apps.push(t);
    const result = await t.gql(FLAGS);
    expect(result.data).toEqual({
      featureFlags: {
        privacyCookie: true,
        programsCustomDetailContent: true,
        multipleDashboard: true,
        programsShowListing: true,
        programs: false,
        partnershipWaitlist: false,
        directEquityTransactions: false,
        programFilters: false,
        lenderNames: false,
        identityConnection: false,
        equityBuilderCutoffDate: '08/26/2020',
        licensedStates: ['AZ', 'CA', 'CO', 'FL', 'GA', 'NC', 'NV', 'OR', 'TX', 'UT', 'WA'],
      },
    });
  });

  it('follows environment overrides', async () => {
    const t = await createTestApp({
      FEATURE_PROGRAMS: 'true',
      FEATURE_PRIVACY_COOKIE: 'false',
      FEATURE_PROGRAM_FILTERS: '1',
      EQUITY_BUILDER_CUTOFF_DATE: '01/31/2021',
      LICENSED_STATES: 'ca, ny',
    });
    apps.push(t);
    const result = await t.gql<{ featureFlags: Record<string, unknown> }>(FLAGS);
    expect(result.data!.featureFlags).toMatchObject({
      programs: true,
      privacyCookie: false,
      programFilters: true,
      multipleDashboard: true,
      equityBuilderCutoffDate: '01/31/2021',
      licensedStates: ['CA', 'NY'],
    });
  });

  it('offers no flag that would change nothing (docs/decisions/0013)', async () => {
    const t = await createTestApp();
    apps.push(t);
    for (const flag of ['singleQuestionMode', 'financialFlexibility']) {
      const result = await t.gql(`{ featureFlags { ${flag} } }`);
      expect(result.errors?.[0]?.message).toContain(`Cannot query field "${flag}"`);
    }
  });

  it('refuses a malformed flag or cutoff date at start-up', () => {
    expect(() => loadConfig({ FEATURE_PROGRAMS: 'yes' })).toThrow(/FEATURE_PROGRAMS/);
    expect(() => loadConfig({ EQUITY_BUILDER_CUTOFF_DATE: '2020-08-26' })).toThrow(/MM\/DD\/YYYY/);
    expect(() => loadConfig({ EQUITY_BUILDER_CUTOFF_DATE: '13/01/2020' })).toThrow(/EQUITY_BUILDER_CUTOFF_DATE/);
  });
});
