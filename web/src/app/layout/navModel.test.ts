import { describe, expect, it } from 'vitest';
import { buildNavItems, COIN_URL, isItemActive, isLinkActive, type NavGroup, type NavInput, type NavItem, type NavLink } from './navModel';

const base: NavInput = {
  loggedIn: false,
  properties: [],
  restructureApplications: [],
  refinanceApplications: [],
  purchaseApplications: [],
  programsEnabled: false,
  multipleDashboard: true,
};
const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const P3 = '33333333-3333-4333-8333-333333333333';

const labels = (items: NavItem[]) => items.map((item) => item.label);
const group = (items: NavItem[], id: string) => items.find((item) => item.id === id) as NavGroup;
const link = (items: NavItem[], id: string) => items.find((item) => item.id === id) as NavLink;

describe('main navigation items (spec section 2)', () => {
  it('shows a visitor Learn, Pricing, More and the external coin link', () => {
    const items = buildNavItems(base);
    expect(labels(items)).toEqual(['Learn', 'Pricing', 'More', 'Coin']);
    expect(link(items, 'pricing').to).toBe('/rates');
    expect(group(items, 'more').items.map((entry) => entry.label)).toEqual(['Resources', 'Testimonials', 'FAQ', 'About Us']);
    expect(link(items, 'coin')).toMatchObject({ to: COIN_URL, external: true });
  });

  it('adds Programs only while the programs flag is on', () => {
    expect(labels(buildNavItems({ ...base, programsEnabled: true }))).toEqual(['Programs', 'Learn', 'Pricing', 'More', 'Coin']);
  });

  it('has no dashboard for a logged-in user without properties', () => {
    expect(labels(buildNavItems({ ...base, loggedIn: true }))).toEqual(['Learn', 'Pricing', 'More', 'Coin']);
  });

  it('links straight to the one property’s restructure dashboard', () => {
    const items = buildNavItems({ ...base, loggedIn: true, properties: [{ propertyUuid: P1, dealType: ['RESTRUCTURE'] }] });
    expect(link(items, 'dashboard')).toMatchObject({ kind: 'link', label: 'Dashboard', to: `/property/${P1}/dashboard` });
  });

  it('links straight to the one property’s purchase dashboard', () => {
    const items = buildNavItems({ ...base, loggedIn: true, properties: [{ propertyUuid: P1, dealType: ['PURCHASE'] }] });
    expect(link(items, 'dashboard')).toMatchObject({ kind: 'link', to: `/property/${P1}/dashboard` });
  });

  it('links a member of a home (a co-owner or co-applicant) to its read-only partner dashboard', () => {
    const items = buildNavItems({ ...base, loggedIn: true, properties: [{ propertyUuid: P1, dealType: ['PURCHASE'], viewerRole: 'CO_APPLICANT' }] });
    expect(link(items, 'dashboard')).toMatchObject({ kind: 'link', label: 'Dashboard', to: `/partner/property/${P1}/dashboard` });
    const both = buildNavItems({
      ...base,
      loggedIn: true,
      properties: [
        { propertyUuid: P1, dealType: ['RESTRUCTURE'], viewerRole: 'OWNER' },
        { propertyUuid: P2, dealType: ['RESTRUCTURE'], viewerRole: 'CO_OWNER' },
      ],
    });
    expect(group(both, 'dashboard').items.map((entry) => entry.to)).toEqual([`/property/${P1}/dashboard`, `/partner/property/${P2}/dashboard`]);
  });

  it('prefers the restructure dashboard for a property with both deals', () => {
    const items = buildNavItems({ ...base, loggedIn: true, properties: [{ propertyUuid: P1, dealType: ['PURCHASE', 'RESTRUCTURE'] }] });
    expect(link(items, 'dashboard').to).toBe(`/property/${P1}/dashboard`);
  });

  it('becomes a Dashboard group with a Restructure or Purchase entry per property', () => {
    const items = buildNavItems({
      ...base,
      loggedIn: true,
      properties: [
        { propertyUuid: P1, dealType: ['RESTRUCTURE'] },
        { propertyUuid: P2, dealType: ['PURCHASE'] },
        { propertyUuid: P3, dealType: ['RESTRUCTURE'] },
      ],
    });
    const dashboard = group(items, 'dashboard');
    expect(dashboard.kind).toBe('group');
    expect(dashboard.items.map((entry) => [entry.label, entry.to])).toEqual([
      ['Restructure', `/property/${P1}/dashboard`],
      ['Purchase', `/property/${P2}/dashboard`],
      ['Restructure 2', `/property/${P3}/dashboard`],
    ]);
  });

  it('keeps a single Dashboard link to the first property while the multiple dashboard flag is off', () => {
    const items = buildNavItems({
      ...base,
      loggedIn: true,
      multipleDashboard: false,
      properties: [
        { propertyUuid: P2, dealType: ['PURCHASE'] },
        { propertyUuid: P1, dealType: ['RESTRUCTURE'] },
      ],
    });
    expect(link(items, 'dashboard')).toMatchObject({ kind: 'link', to: `/property/${P2}/dashboard` });
  });

  it('lists each application by street address, or Partner purchase, with no invented labels or numbers', () => {
    const items = buildNavItems({
      ...base,
      loggedIn: true,
      restructureApplications: [{ uuid: P1, propertyLocation: { streetNumber: '1450', streetName: 'Larkin St' } }],
      refinanceApplications: [{ uuid: P3, propertyLocation: { streetNumber: '88', streetName: 'Ocean Ave', unitNumber: null, zip: '94112' } }],
      purchaseApplications: [{ uuid: 'p-1' }, { uuid: 'p-2' }],
    });
    expect(group(items, 'applications').items.map((entry) => [entry.label, entry.to])).toEqual([
      ['1450 Larkin St', `/application/partner/${P1}`],
      ['88 Ocean Ave', `/application/refinance/${P3}`],
      ['Partner purchase', '/application/purchase/p-1'],
      ['Partner purchase', '/application/purchase/p-2'],
    ]);
  });

  it('adds the unit where two entries would read alike, and the ZIP where the unit does not tell them apart', () => {
    const at = (unitNumber: string | null, zip: string) => ({ streetNumber: '12', streetName: 'Main St', unitNumber, zip });
    const items = buildNavItems({
      ...base,
      loggedIn: true,
      restructureApplications: [
        { uuid: P1, propertyLocation: at('4', '94109') },
        { uuid: P2, propertyLocation: at('5', '94109') },
      ],
      refinanceApplications: [
        { uuid: P3, propertyLocation: at(null, '94110') },
        { uuid: 'r-2', propertyLocation: at(null, '10001') },
        { uuid: 'r-3', propertyLocation: { streetNumber: '1', streetName: 'Elm St', unitNumber: '9', zip: '02139' } },
      ],
      purchaseApplications: [],
    });
    expect(group(items, 'applications').items.map((entry) => entry.label)).toEqual([
      '12 Main St, Unit 4',
      '12 Main St, Unit 5',
      '12 Main St, 94110',
      '12 Main St, 10001',
      '1 Elm St',
    ]);
  });

  it('reads an application with no address yet as Application', () => {
    const items = buildNavItems({
      ...base,
      loggedIn: true,
      restructureApplications: [{ uuid: P2, propertyLocation: null }],
      refinanceApplications: [{ uuid: P3 }],
    });
    expect(group(items, 'applications').items.map((entry) => entry.label)).toEqual(['Application', 'Application']);
  });

  it('orders Dashboard, then application entries and Programs, then Learn', () => {
    const items = buildNavItems({
      ...base,
      loggedIn: true,
      programsEnabled: true,
      properties: [{ propertyUuid: P1, dealType: ['RESTRUCTURE'] }],
      purchaseApplications: [{ uuid: 'p-1' }],
    });
    expect(labels(items)).toEqual(['Dashboard', 'Applications', 'Programs', 'Learn', 'Pricing', 'More', 'Coin']);
  });

  it('never shows account-only entries to a visitor, whatever the lists hold', () => {
    const items = buildNavItems({ ...base, properties: [{ propertyUuid: P1, dealType: ['RESTRUCTURE'] }], purchaseApplications: [{ uuid: 'p-1' }] });
    expect(labels(items)).toEqual(['Learn', 'Pricing', 'More', 'Coin']);
  });
});

describe('active links', () => {
  const items = buildNavItems(base);
  const resources = group(items, 'more').items[0] as NavLink;
  const faq = group(items, 'more').items[2] as NavLink;

  it('matches Resources by path prefix', () => {
    expect(isLinkActive(resources, '/resources')).toBe(true);
    expect(isLinkActive(resources, '/resources/')).toBe(true);
    expect(isLinkActive(resources, '/resources/when-does-refinancing-make-sense')).toBe(true);
    expect(isLinkActive(resources, '/resources/categories/buying')).toBe(true);
    expect(isLinkActive(resources, '/resourcesful')).toBe(false);
  });

  it('matches every other link exactly', () => {
    expect(isLinkActive(faq, '/faq')).toBe(true);
    expect(isLinkActive(faq, '/faq/')).toBe(true);
    expect(isLinkActive(faq, '/faq/partnership')).toBe(false);
    expect(isLinkActive(link(items, 'pricing'), '/rates/summary')).toBe(false);
    expect(isLinkActive(link(items, 'coin'), '/')).toBe(false);
  });

  it('marks a group active when it holds the current page', () => {
    expect(isItemActive(group(items, 'more'), '/resources/anything')).toBe(true);
    expect(isItemActive(group(items, 'learn'), '/resources')).toBe(false);
    expect(isItemActive(group(items, 'learn'), '/cash')).toBe(true);
  });
});
