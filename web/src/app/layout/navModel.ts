import { applicationMenuLabels, dashboardEntryLabels, type ListLocation } from '#core/applicationLists/index';

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
  /** OWNER, or the role of someone invited to the home (then the read-only partner dashboard); OWNER when absent. */
  viewerRole?: 'OWNER' | 'CO_OWNER' | 'CO_APPLICANT';
  /** Tells alike Dashboard entries apart (core/applicationLists). */
  location?: MenuLocation;
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

/**
 * A purchase's owner has the same dashboard; /partner/property/{uuid}/dashboard is the read-only
 * view of the other people on a deal (docs/decisions/0016).
 */
export function purchaseDashboardPath(propertyUuid: string): string {
  return `/property/${propertyUuid}/dashboard`;
}

/** The read-only dashboard of a home the user was invited to (a co-owner, a co-applicant). */
export function partnerDashboardPath(propertyUuid: string): string {
  return `/partner/property/${propertyUuid}/dashboard`;
}

/** A property's dashboard: restructure when it has that deal, otherwise purchase; a member's is the partner dashboard. */
function dashboardOf(property: NavProperty): { kind: 'Restructure' | 'Purchase'; to: string } {
  const kind = property.dealType.includes('RESTRUCTURE') ? 'Restructure' : 'Purchase';
  if (property.viewerRole && property.viewerRole !== 'OWNER') return { kind, to: partnerDashboardPath(property.propertyUuid) };
  return kind === 'Restructure' ? { kind, to: restructureDashboardPath(property.propertyUuid) } : { kind, to: purchaseDashboardPath(property.propertyUuid) };
}

/** One entry per home with a deal, labelled as the Dashboard group labels them; the profile lists them too. */
export function dashboardLinks(properties: readonly NavProperty[]): NavLink[] {
  const dashboards = properties.filter((property) => property.dealType.length > 0).map((property) => ({ property, ...dashboardOf(property) }));
  const labels = dashboardEntryLabels(dashboards.map(({ kind, property }) => ({ kind, location: property.location })));
  return dashboards.map(({ property, to }, index) => link(`dashboard-${property.propertyUuid}`, labels[index]!, to));
}

function dashboardItem(input: NavInput): NavItem | null {
  const items = dashboardLinks(input.properties);
  const first = items[0];
  if (!first) return null;
  if (items.length === 1 || !input.multipleDashboard) return link('dashboard', 'Dashboard', first.to);
  return { kind: 'group', id: 'dashboard', label: 'Dashboard', items };
}

type MenuLocation = ListLocation | null | undefined;

function applicationItem(input: NavInput): NavGroup | null {
  const entries = [
    ...input.restructureApplications.map((application) => ({
      kind: 'restructure' as const,
      to: `/application/partner/${application.uuid}`,
      uuid: application.uuid,
      location: application.propertyLocation,
    })),
    ...input.refinanceApplications.map((application) => ({
      kind: 'refinance' as const,
      to: `/application/refinance/${application.uuid}`,
      uuid: application.uuid,
      location: application.propertyLocation,
    })),
    ...input.purchaseApplications.map((application) => ({
      kind: 'purchase' as const,
      to: `/application/purchase/${application.uuid}`,
      uuid: application.uuid,
      location: null,
    })),
  ];
  const labels = applicationMenuLabels(entries);
  const items = entries.map((entry, index) => link(`application-${entry.uuid}`, labels[index]!, entry.to));
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
      items: [
        link('partner', 'How the partnership works', '/partner'),
        link('cash', 'Get cash from your home', '/cash'),
        link('savings', 'Lower your payment', '/savings'),
      ],
    },
    link('pricing', 'Pricing', '/rates'),
    {
      kind: 'group',
      id: 'more',
      label: 'More',
      items: [
        link('resources', 'Resources', '/resources', 'prefix'),
        link('testimonials', 'Testimonials', '/testimonials'),
        link('faq', 'FAQ', '/faq'),
        link('about', 'About Us', '/about'),
      ],
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
