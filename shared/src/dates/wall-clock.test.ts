import { dayjs } from './setup';
import { formatWallClock, wallClock } from './wall-clock';

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
});
