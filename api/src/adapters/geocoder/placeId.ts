/**
 * Offline place ids: the parsed address, encoded. Opaque to the client (it only passes them
 * back), versioned by the prefix so the encoding can change without misreading old ids.
 */
export interface PlaceParts {
  number?: string;
  /** Prefix, name, type and suffix: "N Larkin St". */
  streetName?: string;
  /** "Apt 4" */
  unit?: string;
  city?: string;
  state: string;
  zip?: string;
}

const PREFIX = 'rl1_';
const KEYS = ['number', 'streetName', 'unit', 'city', 'state', 'zip'] as const;

export function encodePlaceId(parts: PlaceParts): string {
  const values = KEYS.map((key) => parts[key] ?? '');
  return PREFIX + Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

export function decodePlaceId(placeId: string): PlaceParts | null {
  if (!placeId.startsWith(PREFIX) || placeId.length > 1_000) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(placeId.slice(PREFIX.length), 'base64url').toString('utf8'));
    if (!Array.isArray(values) || values.length !== KEYS.length || !values.every((v) => typeof v === 'string' && v.length <= 100)) return null;
    const parts: Record<string, string> = {};
    KEYS.forEach((key, index) => {
      const value = values[index] as string;
      if (value) parts[key] = value;
    });
    return parts.state ? (parts as unknown as PlaceParts) : null;
  } catch {
    return null;
  }
}
