/** The server's zone until an admin sets one (docs/product-rules.md#r-time-1). */
export const DEFAULT_TIME_ZONE = 'UTC';

export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
