/** The server's zone until an admin sets one (docs/product-rules.md#r-time-1). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Zones found valid: a few hundred exist, while wrong input is unbounded, so only these are kept. */
const validZones = new Set<string>();

export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  if (validZones.has(zone)) return true;
  // asking Intl is the one complete check, and making a formatter is its slow part
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  validZones.add(zone);
  return true;
}
