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
