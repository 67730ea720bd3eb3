import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A capability is one slice with one name in every layer (decision 0007): its schema, rules,
 * service, resolver, screens, mocks and API tests. This holds the repo to it: each capability's
 * files are where its name says, a layer it does without is named here with the reason, and a
 * file outside every slice must be named shared infrastructure.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const at = (...parts: string[]) => path.join(root, ...parts);
const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();
const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

const LAYERS = {
  schema: (n: string) => isFile(at('schema', `${n}.graphql`)),
  core: (n: string) => isDir(at('core', n)),
  service: (n: string) => isDir(at('api/src/services', n)),
  resolver: (n: string) => isFile(at('api/src/graphql/resolvers', `${n}.ts`)),
  web: (n: string) => isDir(at('web/src/features', n)),
  mocks: (n: string) => isFile(at('mocks', `${n}.ts`)),
  apiTests: (n: string) => isDir(at('tests/api', n)),
} as const;
type Layer = keyof typeof LAYERS;

/** Every capability, with the layers it does without and why; the reason is for whoever adds the layer. */
const CAPABILITIES: Record<string, Partial<Record<Layer, string>>> = {
  account: { web: 'its screens are the shell’s sign-in and profile pages (web/src/pages/auth, pages/profile)' },
  application: {},
  bankLinks: {},
  documents: {},
  payments: {},
  properties: {},
  purchaseApplication: {},
  rates: {},
  refinanceApplication: {},
  restructureApplication: {},
  waitlist: {},
  content: {
    core: 'content is text: nothing to compute',
    web: 'its screens are the public site’s pages (web/src/pages/resources, faq, legal, testimonials)',
  },
  prequal: {
    web: 'a prequal is asked by the rates calculator and each application’s prequal flow',
  },
  privacy: { core: 'consent is stored and read, never computed', web: 'its screens are the profile’s privacy page and the shell’s banner' },
  flags: { core: 'the flags’ names and defaults are core/featureFlags.ts', web: 'read through web/src/lib/featureFlags by every feature' },
  location: {
    core: 'the address rules are core/location.ts',
    web: 'its one screen part is the shared AddressField component',
    mocks: 'address suggestions are mocked with the rates calculator’s places (mocks/ratesPlaces.ts)',
  },
};

/** Loose files that belong to no capability: what every slice stands on. */
const SHARED_SERVICES = ['businessConstants.ts', 'context.ts', 'errors.ts', 'rateLimit.ts', 'validation.ts', 'idempotency'];
const SHARED_API_TESTS = [
  'applicationSupport.ts',
  'compression.test.ts',
  'harness.ts',
  'prequalInput.ts',
  'refinanceApplicationSupport.ts',
  'robotsRules.test.ts',
  'serverRendering.test.ts',
  'errors',
  'retention',
  'scale',
];

describe('capabilities', () => {
  for (const [name, without] of Object.entries(CAPABILITIES)) {
    it(`${name} has a place in every layer it needs, by that name`, () => {
      const present = Object.fromEntries(Object.entries(LAYERS).map(([layer, has]) => [layer, has(name)]));
      const expected = Object.fromEntries(Object.keys(LAYERS).map((layer) => [layer, !(layer in without)]));
      expect(present).toEqual(expected);
    });
  }

  it('leaves no loose file in api/src/services that is not shared infrastructure', () => {
    const loose = readdirSync(at('api/src/services')).filter((entry) => !isDir(at('api/src/services', entry)));
    const folders = readdirSync(at('api/src/services')).filter((entry) => isDir(at('api/src/services', entry)));
    expect(loose.filter((file) => !SHARED_SERVICES.includes(file))).toEqual([]);
    expect(folders.filter((folder) => !(folder in CAPABILITIES) && !SHARED_SERVICES.includes(folder))).toEqual([]);
  });

  it('leaves no loose file or folder in tests/api that is not a capability’s or shared', () => {
    const entries = readdirSync(at('tests/api'));
    expect(entries.filter((entry) => !(entry in CAPABILITIES) && !SHARED_API_TESTS.includes(entry))).toEqual([]);
  });
});
