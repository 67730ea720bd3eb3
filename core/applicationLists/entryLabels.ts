/**
 * How the navigation names the entries of the application lists and of the Dashboard group
 * (spec section 2; docs/decisions/0012). Pure, so the web app and its tests share one rule.
 */

/** The parts of an address a label may use. */
export interface ListLocation {
  streetNumber?: string | null;
  streetName?: string | null;
  unitNumber?: string | null;
  zip?: string | null;
}

/** Spec section 2: purchase applications read 'Partner purchase'. */
export const PARTNER_PURCHASE_LABEL = 'Partner purchase';
/** An application whose address is not known yet (docs/decisions/0012). */
export const ADDRESSLESS_APPLICATION_LABEL = 'Application';

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/** Street number and name ('1450 Larkin St'), or null when neither is known. */
export function streetAddress(location: ListLocation | null | undefined): string | null {
  const address = [location?.streetNumber, location?.streetName].map(trimmed).filter(Boolean).join(' ');
  return address || null;
}

type Detail = (location: ListLocation | null | undefined) => string | null;
const unit: Detail = (location) => (trimmed(location?.unitNumber) ? `Unit ${trimmed(location?.unitNumber)}` : null);
const zip: Detail = (location) => trimmed(location?.zip);

/**
 * Labels that would read alike get the first detail that their entries have, one detail at a
 * time (an entry that is already unique keeps its label): never a number.
 */
function distinguish(entries: ReadonlyArray<{ label: string; location?: ListLocation | null }>, details: readonly Detail[]): string[] {
  const labels = entries.map((entry) => entry.label);
  for (const detail of details) {
    const counts = new Map<string, number>();
    for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
    entries.forEach((entry, index) => {
      const label = labels[index]!;
      const extra = detail(entry.location);
      if ((counts.get(label) ?? 0) > 1 && extra) labels[index] = `${label}, ${extra}`;
    });
  }
  return labels;
}

export type ApplicationListKind = 'restructure' | 'refinance' | 'purchase';

/**
 * The application menu's labels, in the order given: restructure and refinance entries by street
 * address ('Application' while it is not known), purchases 'Partner purchase'. Two entries that
 * would read alike get the unit, then the ZIP. Two purchase applications read 'Partner purchase'
 * both unless their locations (the ZIP where the buyer is looking) tell them apart; each leads to
 * its own application.
 */
export function applicationMenuLabels(entries: ReadonlyArray<{ kind: ApplicationListKind; location?: ListLocation | null }>): string[] {
  return distinguish(
    entries.map((entry) => ({
      label: entry.kind === 'purchase' ? PARTNER_PURCHASE_LABEL : (streetAddress(entry.location) ?? ADDRESSLESS_APPLICATION_LABEL),
      location: entry.location,
    })),
    [unit, zip],
  );
}

export type DashboardKind = 'Restructure' | 'Purchase';

/**
 * The Dashboard group's entries, one per property (spec section 2: a Restructure or Purchase
 * entry per property). Entries that would read alike get the property's street address, then
 * its unit, then its ZIP. Only where none is known (properties listed without an address) are
 * they numbered in the order given, from the second: 'Restructure', 'Restructure 2', since a
 * menu's entries need names that differ and nothing else tells them apart.
 */
export function dashboardEntryLabels(properties: ReadonlyArray<{ kind: DashboardKind; location?: ListLocation | null }>): string[] {
  const street: Detail = (location) => streetAddress(location);
  const labels = distinguish(
    properties.map((property) => ({ label: property.kind, location: property.location })),
    [street, unit, zip],
  );
  const totals = new Map<string, number>();
  for (const label of labels) totals.set(label, (totals.get(label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return labels.map((label) => {
    if ((totals.get(label) ?? 0) < 2) return label;
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : `${label} ${n}`;
  });
}
