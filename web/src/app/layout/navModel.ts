/**
 * What the main navigation shows (spec section 2), as plain data so every rule is testable
 * without rendering: the dashboard link or group, the application menu, Programs, Learn,
 * Pricing, More and the external coin link, in that order. The account link is separate.
 */
export type NavLink = { kind: 'link'; id: string; label: string; to: string; match: 'exact' | 'prefix'; external?: boolean };
export type NavGroup = { kind: 'group'; id: string; label: string; items: NavLink[] };
export type NavItem = NavLink | NavGroup;

export interface NavProperty {
  propertyUuid: string;
  dealType: ReadonlyArray<'RESTRUCTURE' | 'PURCHASE'>;
}

export interface NavInput {
  loggedIn: boolean;
  properties: readonly NavProperty[];
  restructureApplications: ReadonlyArray<{ uuid: string; propertyLocation?: MenuLocation }>;
  refinanceApplications: ReadonlyArray<{ uuid: string; propertyLocation?: MenuLocation }>;
  purchaseApplications: ReadonlyArray<{ uuid: string }>;
  /** Feature flags: programs (Programs entry) and multipleDashboard (Dashboard group). */
  programsEnabled: boolean;
  multipleDashboard: boolean;
}

/** Roofline Coin: the rewards wallet homeowners earn into; a separate site. */
export const COIN_URL = 'https://coin.roofline.app/';

const link = (id: string, label: string, to: string, match: NavLink['match'] = 'exact'): NavLink => ({ kind: 'link', id, label, to, match });

export function restructureDashboardPath(propertyUuid: string): string {
  return `/property/${propertyUuid}/dashboard`;
}

export function purchaseDashboardPath(propertyUuid: string): string {
  return `/partner/property/${propertyUuid}/dashboard`;
}

/** A property's dashboard: restructure when it has that deal, otherwise purchase. */
function dashboardOf(property: NavProperty): { kind: 'Restructure' | 'Purchase'; to: string } {
  return property.dealType.includes('RESTRUCTURE')
    ? { kind: 'Restructure', to: restructureDashboardPath(property.propertyUuid) }
    : { kind: 'Purchase', to: purchaseDashboardPath(property.propertyUuid) };
}

/** Distinct accessible names when several dashboard entries would read the same ("Purchase", "Purchase 2"). */
function numberRepeats(links: NavLink[]): NavLink[] {
  const totals = new Map<string, number>();
  for (const entry of links) totals.set(entry.label, (totals.get(entry.label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return links.map((entry) => {
    if ((totals.get(entry.label) ?? 0) < 2) return entry;
    const n = (seen.get(entry.label) ?? 0) + 1;
    seen.set(entry.label, n);
    return n === 1 ? entry : { ...entry, label: `${entry.label} ${n}` };
  });
}

function dashboardItem(input: NavInput): NavItem | null {
  const properties = input.properties.filter((property) => property.dealType.length > 0);
  const first = properties[0];
  if (!first) return null;
  if (properties.length === 1 || !input.multipleDashboard) return link('dashboard', 'Dashboard', dashboardOf(first).to);
  const entries = properties.map((property) => {
    const dashboard = dashboardOf(property);
    return link(`dashboard-${property.propertyUuid}`, dashboard.kind, dashboard.to);
  });
  return { kind: 'group', id: 'dashboard', label: 'Dashboard', items: numberRepeats(entries) };
}

type MenuLocation = { streetNumber?: string | null; streetName?: string | null; unitNumber?: string | null; zip?: string | null } | null | undefined;

export function streetAddress(location: MenuLocation): string | null {
  const address = [location?.streetNumber, location?.streetName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return address || null;
}

/** Spec section 2: purchase applications read 'Partner purchase'. */
export const PARTNER_PURCHASE_LABEL = 'Partner purchase';
/** An application whose address is not known yet (docs/decisions/0012). */
export const ADDRESSLESS_APPLICATION_LABEL = 'Application';

type MenuEntry = { label: string; location: MenuLocation };

/**
 * Where two entries would read alike, the unit is added, then the ZIP, never a number
 * (docs/decisions/0012). Entries that still read alike (purchases, which carry no address)
 * are told apart by where they lead.
 */
function distinguish(entries: MenuEntry[]): string[] {
  const labels = entries.map((entry) => entry.label);
  const extras: Array<(location: MenuLocation) => string | null> = [
    (location) => (location?.unitNumber?.trim() ? `Unit ${location.unitNumber.trim()}` : null),
    (location) => location?.zip?.trim() || null,
  ];
  for (const extra of extras) {
    const counts = new Map<string, number>();
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
    entries.forEach((entry, index) => {
      const label = labels[index]!;
      const detail = extra(entry.location);
      if ((counts.get(label) ?? 0) > 1 && detail) labels[index] = `${label}, ${detail}`;
    });
  }
  return labels;
}

function applicationItem(input: NavInput): NavGroup | null {
  const entries = [
    ...input.restructureApplications.map((application) => ({ to: `/application/partner/${application.uuid}`, uuid: application.uuid, location: application.propertyLocation })),
    ...input.refinanceApplications.map((application) => ({ to: `/application/refinance/${application.uuid}`, uuid: application.uuid, location: application.propertyLocation })),
  ].map((entry) => ({ ...entry, label: streetAddress(entry.location) ?? ADDRESSLESS_APPLICATION_LABEL }));
  const purchases = input.purchaseApplications.map((application) => ({ to: `/application/purchase/${application.uuid}`, uuid: application.uuid, location: null, label: PARTNER_PURCHASE_LABEL }));
  const all = [...entries, ...purchases];
  const labels = distinguish(all);
  const items = all.map((entry, index) => link(`application-${entry.uuid}`, labels[index]!, entry.to));
  return items.length ? { kind: 'group', id: 'applications', label: 'Applications', items } : null;
}

export function buildNavItems(input: NavInput): NavItem[] {
  const items: Array<NavItem | null> = [
    input.loggedIn ? dashboardItem(input) : null,
    input.loggedIn ? applicationItem(input) : null,
    input.programsEnabled ? link('programs', 'Programs', '/programs') : null,
    {
      kind: 'group',
      id: 'learn',
      label: 'Learn',
      items: [link('partner', 'How the partnership works', '/partner'), link('cash', 'Get cash from your home', '/cash'), link('savings', 'Lower your payment', '/savings')],
    },
    link('pricing', 'Pricing', '/rates'),
    {
      kind: 'group',
      id: 'more',
      label: 'More',
      items: [link('resources', 'Resources', '/resources', 'prefix'), link('testimonials', 'Testimonials', '/testimonials'), link('faq', 'FAQ', '/faq'), link('about', 'About Us', '/about')],
    },
    { ...link('coin', 'Coin', COIN_URL), external: true },
  ];
  return items.filter((item): item is NavItem => item !== null);
}

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Resources matches by path prefix; every other link only its exact path. */
export function isLinkActive(entry: NavLink, pathname: string): boolean {
  if (entry.external) return false;
  const current = normalize(pathname);
  const target = normalize(entry.to);
  if (entry.match === 'prefix') return current === target || current.startsWith(`${target}/`);
  return current === target;
}

export function isItemActive(item: NavItem, pathname: string): boolean {
  return item.kind === 'link' ? isLinkActive(item, pathname) : item.items.some((entry) => isLinkActive(entry, pathname));
}
