import { dayjs } from './setup';
import { formatWallClock, fromWallClock, parseWallClock, wallClock } from './wall-clock';

// Zones with every kind of offset: none, DST on both hemispheres, half and quarter hours,
// a 30-minute DST shift (Lord Howe) and the far side of the date line.
const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'America/Sao_Paulo', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Pacific/Kiritimati'];
const PATTERNS = ['DD/MM/YYYY HH:mm', 'DD/MM/YYYY', 'HH:mm', 'YYYY-MM-DD'];
const HOUR = 3_600_000;

describe('wall clock of an instant in a zone', () => {
  it('agrees with dayjs in every zone, every 11 h 17 min over two years (each DST change on the way)', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2028, 0, 1);
    let compared = 0;
    for (const zone of ZONES) {
      for (let at = from; at < to; at += 11 * HOUR + 17 * 60_000) {
        const clock = wallClock(at, zone);
        const expected = dayjs(at).tz(zone);
        for (const pattern of PATTERNS) {
          if (formatWallClock(clock, pattern) !== expected.format(pattern)) {
            expect(`${zone} ${new Date(at).toISOString()} ${formatWallClock(clock, pattern)}`).toBe(`${zone} ${new Date(at).toISOString()} ${expected.format(pattern)}`);
          }
          compared += 1;
        }
      }
    }
    expect(compared).toBe(ZONES.length * PATTERNS.length * Math.ceil((to - from) / (11 * HOUR + 17 * 60_000)));
  });

  it('shows midnight as 00, not 24, and the first and last instants the app stores', () => {
    expect(formatWallClock(wallClock(Date.UTC(2026, 10, 23, 0, 0), 'UTC'), 'DD/MM/YYYY HH:mm')).toBe('23/11/2026 00:00');
    expect(formatWallClock(wallClock(Date.UTC(1970, 0, 1), 'UTC'), 'YYYY-MM-DD HH:mm')).toBe('1970-01-01 00:00');
    expect(formatWallClock(wallClock(Date.UTC(2200, 11, 31, 23, 59), 'Pacific/Kiritimati'), 'YYYY-MM-DD HH:mm')).toBe('2201-01-01 13:59');
  });

  it('walks the hour London skips and the one it repeats as the clock on the wall does', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; 25 October 2026: 01:59 BST is followed by 01:00 GMT
    const spring = Date.UTC(2026, 2, 29, 1, 0);
    expect(formatWallClock(wallClock(spring - 60_000, 'Europe/London'), 'HH:mm')).toBe('00:59');
    expect(formatWallClock(wallClock(spring, 'Europe/London'), 'HH:mm')).toBe('02:00');
    const autumn = Date.UTC(2026, 9, 25, 1, 0);
    expect(formatWallClock(wallClock(autumn - 60_000, 'Europe/London'), 'HH:mm')).toBe('01:59');
    expect(formatWallClock(wallClock(autumn, 'Europe/London'), 'HH:mm')).toBe('01:00');
  });

  it('reads the same instant the same way again, whatever a caller did with an earlier answer', () => {
    const instant = Date.UTC(2026, 5, 1, 8, 30);
    const first = wallClock(instant, 'Europe/Berlin');
    first.hour = 99;
    expect(wallClock(instant, 'Europe/Berlin')).toEqual({ year: 2026, month: 6, day: 1, hour: 10, minute: 30 });
    expect(wallClock(instant, 'America/New_York')).toEqual({ year: 2026, month: 6, day: 1, hour: 4, minute: 30 });
  });
});

describe('a typed wall-clock time back to its instant', () => {
  // "now" on both sides of a DST change: dayjs's guess starts from the zone's offset now
  const NOWS = [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)];

  it('agrees with dayjs in every zone, every 3 h 7 min over two years, the skipped and repeated hours included', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2028, 0, 1);
    let compared = 0;
    for (const now of NOWS) {
      jest.useFakeTimers({ now, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      for (const zone of ZONES) {
        // typed times a prime number of minutes apart, so each day's start and the DST hours are walked at many minutes
        for (let at = from; at < to; at += 3 * HOUR + 7 * 60_000) {
          const text = formatWallClock(wallClock(at, 'UTC'), 'YYYY-MM-DD HH:mm');
          const clock = parseWallClock(text);
          const expected = dayjs.tz(text, 'YYYY-MM-DD HH:mm', zone).valueOf();
          if (clock === null || fromWallClock(clock, zone, now) !== expected) {
            expect(`${zone} ${text} ${clock === null ? 'null' : new Date(fromWallClock(clock, zone, now)).toISOString()}`).toBe(`${zone} ${text} ${new Date(expected).toISOString()}`);
          }
          compared += 1;
        }
      }
      jest.useRealTimers();
    }
    expect(compared).toBeGreaterThan(2 * ZONES.length * 5000);
  });

  it('reads the hour London skips and the one it repeats as dayjs does', () => {
    for (const now of NOWS) {
      jest.useFakeTimers({ now, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      for (const text of ['2026-03-29 00:59', '2026-03-29 01:00', '2026-03-29 01:30', '2026-03-29 02:00', '2026-10-25 00:59', '2026-10-25 01:00', '2026-10-25 01:30', '2026-10-25 02:00']) {
        expect([text, fromWallClock(parseWallClock(text)!, 'Europe/London', now)]).toEqual([text, dayjs.tz(text, 'YYYY-MM-DD HH:mm', 'Europe/London').valueOf()]);
      }
      jest.useRealTimers();
    }
  });

  it('parses both typed forms strictly, and only days, hours and minutes that exist', () => {
    expect(parseWallClock('2026-11-30 23:30')).toEqual({ year: 2026, month: 11, day: 30, hour: 23, minute: 30 });
    expect(parseWallClock('30/11/2026 23:30')).toEqual({ year: 2026, month: 11, day: 30, hour: 23, minute: 30 });
    for (const text of ['2026-02-30 10:00', '31/04/2026 10:00', '2026-02-10 24:00', '2026-02-10 10:60', '1/2/2026 10:00', '2026-1-02 10:00', '30/11/2026 9:30', '30/11/2026', '30/11/2026 10:00 ', 'tomorrow 10:00', '']) {
      expect([text, parseWallClock(text)]).toEqual([text, null]);
      for (const pattern of ['YYYY-MM-DD HH:mm', 'DD/MM/YYYY HH:mm']) expect([text, pattern, dayjs(text, pattern, true).isValid()]).toEqual([text, pattern, false]);
    }
    expect(parseWallClock('29/02/2028 00:00')).toEqual({ year: 2028, month: 2, day: 29, hour: 0, minute: 0 });
  });
});
