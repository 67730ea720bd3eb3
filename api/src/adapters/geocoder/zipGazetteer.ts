/**
 * The embedded US ZIP-code gazetteer (the zipcodes package): each ZIP's primary city, state and
 * centroid. Indexed once, on first use, by ZIP and by city name.
 */
import { createRequire } from 'node:module';

// The package holds every North American postal code (about 9 MB of heap once loaded): it is read
// with the first address search rather than with the server, and synchronously, as lookups are.
const loadZipcodes = (): typeof import('zipcodes').default => createRequire(import.meta.url)('zipcodes');

export interface ZipPlace {
  zip: string;
  /** How many ZIPs the city has in its state: a rough measure of its size. */
  cityZipCount?: number;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

let byZip: Map<string, ZipPlace> | null = null;
let byCity: Map<string, ZipPlace[]> | null = null;

function index(): { byZip: Map<string, ZipPlace>; byCity: Map<string, ZipPlace[]> } {
  if (!byZip || !byCity) {
    byZip = new Map();
    byCity = new Map();
    for (const entry of Object.values(loadZipcodes().codes)) {
      if (entry.country !== 'US' || !/^\d{5}$/.test(entry.zip)) continue;
      const place = { zip: entry.zip, city: entry.city, state: entry.state, lat: entry.latitude, lng: entry.longitude };
      byZip.set(place.zip, place);
      const key = cityKey(place.city);
      const list = byCity.get(key) ?? [];
      list.push(place);
      byCity.set(key, list);
    }
    for (const list of byCity.values()) {
      list.sort((a, b) => a.zip.localeCompare(b.zip));
      const perState = new Map<string, number>();
      for (const place of list) perState.set(place.state, (perState.get(place.state) ?? 0) + 1);
      for (const place of list) place.cityZipCount = perState.get(place.state) ?? 1;
    }
  }
  return { byZip, byCity };
}

function cityKey(city: string): string {
  return city.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function lookupZip(zip: string): ZipPlace | null {
  return index().byZip.get(zip.trim().slice(0, 5)) ?? null;
}

/** The state a ZIP belongs to, or null for an unknown ZIP. */
export function zipState(zip: string): string | null {
  return lookupZip(zip)?.state ?? null;
}

/**
 * Cities whose name starts with the text typed, one entry per city and state (its lowest ZIP
 * stands for its centroid), optionally within one state; exact names first, then larger cities.
 */
export function citiesStartingWith(prefix: string, state: string | null, limit: number): ZipPlace[] {
  const wanted = cityKey(prefix);
  if (wanted.length < 2) return [];
  const matches: ZipPlace[] = [];
  for (const [name, places] of index().byCity) {
    if (!name.startsWith(wanted)) continue;
    const seen = new Set<string>();
    for (const place of places) {
      if ((state && place.state !== state) || seen.has(place.state)) continue;
      seen.add(place.state);
      matches.push(place);
    }
  }
  return matches
    .sort(
      (a, b) =>
        Number(cityKey(b.city) === wanted) - Number(cityKey(a.city) === wanted) ||
        (b.cityZipCount ?? 1) - (a.cityZipCount ?? 1) ||
        a.city.localeCompare(b.city) ||
        a.state.localeCompare(b.state),
    )
    .slice(0, limit);
}
