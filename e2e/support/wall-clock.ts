/**
 * An instant as a wall clock in a time zone reads it (year, month, day, hour, minute), and
 * the zone's offset from UTC then, in minutes: what a spec needs to place a lesson at a
 * local time of the site's zone.
 */
export function wallParts(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return { ...parts, offsetMinutes: Math.round((Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - instant) / 60_000) };
}

// Zones without daylight saving, one per whole-hour offset: whatever the hour of the run,
// one of them is early in its day.
const WHOLE_HOUR_ZONES = [
  'Pacific/Pago_Pago', 'Pacific/Honolulu', 'Pacific/Gambier', 'Pacific/Pitcairn', 'America/Phoenix', 'America/Regina',
  'America/Bogota', 'America/La_Paz', 'America/Argentina/Buenos_Aires', 'America/Noronha', 'Atlantic/Cape_Verde', 'UTC',
  'Africa/Lagos', 'Africa/Johannesburg', 'Europe/Istanbul', 'Asia/Dubai', 'Asia/Tashkent', 'Asia/Dhaka', 'Asia/Bangkok',
  'Asia/Singapore', 'Asia/Tokyo', 'Pacific/Port_Moresby', 'Pacific/Guadalcanal', 'Pacific/Tarawa', 'Pacific/Fakaofo', 'Pacific/Kiritimati',
];

/**
 * A site zone where it is now between 01:00 and 05:00: its day began so recently that no
 * zone this run has used (UTC, Tokyo) can have sent that day's reminders already
 * (docs/product-rules.md#r-mail-1 sends each local day once), and a minute ago is still
 * today there. Of those, the one `nearest` UTC or `farthest` from it: two specs that each
 * take one never share a local day.
 */
export function earlyZone(now: number, pick: 'nearest' | 'farthest') {
  const early = WHOLE_HOUR_ZONES.map((zone) => ({ zone, ...wallParts(now, zone) })).filter((local) => local.hour >= 1 && local.hour < 5);
  const distance = (local: { offsetMinutes: number }) => Math.abs(local.offsetMinutes);
  return early.sort((a, b) => (pick === 'nearest' ? distance(a) - distance(b) : distance(b) - distance(a)))[0];
}
