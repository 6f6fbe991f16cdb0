/**
 * The wall-clock fields of an instant in a time zone, from one cached Intl formatter per
 * zone. Written here rather than taken from dayjs's timezone plugin for the hot path of
 * showing dates: `dayjs(x).tz(zone)` builds a locale string with a fresh formatter on every
 * call (about 0.1 ms each, 4× that on a slow phone), and a teacher's dashboard, a lesson
 * list or a month grid formats hundreds of dates while the user waits; and the way back,
 * a typed wall-clock time to an instant (`fromWallClock`), for the same reason: the activity
 * dialog reads its start on opening. dayjs stays for arithmetic in a zone (months.ts).
 */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/*
 * The clocks read lately, by zone and instant: `formatToParts` is the slow part of showing a
 * date, and a screen shows the same dates again on every render. Emptied when full.
 */
const recentClocks = new Map<string, Readonly<WallClock>>();
const MAX_RECENT_CLOCKS = 5000;

/** The year, month (1–12), day, hour (0–23) and minute a clock in `zone` shows at `epochMs`. */
export function wallClock(epochMs: number, zone: string): WallClock {
  const key = `${zone}|${epochMs}`;
  const known = recentClocks.get(key);
  if (known) return { ...known };
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatterOf(zone).formatToParts(epochMs)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  if (recentClocks.size >= MAX_RECENT_CLOCKS) recentClocks.clear();
  recentClocks.set(key, { ...clock });
  return clock;
}

/** Minutes `zone` is ahead of UTC at `epochMs` (a whole minute). */
function offsetMinutes(epochMs: number, zone: string): number {
  const clock = wallClock(epochMs, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return Math.round((asUtc - (epochMs - (((epochMs % 60_000) + 60_000) % 60_000))) / 60_000);
}

/**
 * The instant a clock in `zone` shows as `clock`. A time the clocks skip (spring forward)
 * or show twice (fall back) is resolved as dayjs's timezone plugin does: guess with the
 * zone's offset now, correct once, and in a gap take the later offset.
 */
export function fromWallClock(clock: WallClock, zone: string, now = Date.now()): number {
  const local = utcOf(clock);
  const o0 = offsetMinutes(now, zone);
  let guess = local - o0 * 60_000;
  const o2 = offsetMinutes(guess, zone);
  if (o0 === o2) return guess;
  guess -= (o2 - o0) * 60_000;
  const o3 = offsetMinutes(guess, zone);
  if (o2 === o3) return guess;
  return local - Math.min(o2, o3) * 60_000;
}

/** The clock's fields read as UTC; years below 100 are not taken as 19xx. */
function utcOf(clock: WallClock): number {
  const date = new Date(Date.UTC(2000, clock.month - 1, clock.day, clock.hour, clock.minute));
  date.setUTCFullYear(clock.year);
  return date.getTime();
}

const WALL_CLOCK_PATTERNS: ReadonlyArray<{ pattern: RegExp; fields: readonly (keyof WallClock)[] }> = [
  { pattern: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/, fields: ['year', 'month', 'day', 'hour', 'minute'] },
  { pattern: /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/, fields: ['day', 'month', 'year', 'hour', 'minute'] },
];

/**
 * `YYYY-MM-DD HH:mm` or `DD/MM/YYYY HH:mm`, strictly: two digits each (four for the
 * year) and a day, hour and minute that exist; null for anything else.
 */
export function parseWallClock(text: string): WallClock | null {
  for (const { pattern, fields } of WALL_CLOCK_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
    fields.forEach((field, index) => (clock[field] = Number(match[index + 1])));
    const date = new Date(utcOf(clock));
    const exists =
      date.getUTCFullYear() === clock.year &&
      date.getUTCMonth() === clock.month - 1 &&
      date.getUTCDate() === clock.day &&
      date.getUTCHours() === clock.hour &&
      date.getUTCMinutes() === clock.minute;
    return exists ? clock : null;
  }
  return null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `pattern` with YYYY, MM, DD, HH and mm replaced by the clock's fields (the only tokens the app's formats use). */
export function formatWallClock(clock: WallClock, pattern: string): string {
  return pattern.replace(/YYYY|MM|DD|HH|mm/g, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(clock.year, 4);
      case 'MM':
        return pad(clock.month);
      case 'DD':
        return pad(clock.day);
      case 'HH':
        return pad(clock.hour);
      default:
        return pad(clock.minute);
    }
  });
}
