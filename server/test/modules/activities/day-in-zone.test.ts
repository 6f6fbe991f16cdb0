import { dayjs } from '@studydesk/shared/dates';
import { MAX_RECENT_DAYS, dayInZone } from '../../../src/modules/activities/day-in-zone';

// The day a lesson is on (lessonDate) is read through a cache of recent answers: what it
// answers must be the zone's calendar day, as dayjs's timezone plugin gives it, on both
// sides of every clock change, whether the answer is fresh or remembered.
// Lord Howe moves its clocks by half an hour, Chatham and Kathmandu are 45 minutes off the hour
const ZONES = ['Europe/Madrid', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/Santiago', 'Pacific/Chatham', 'UTC'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const offsetAt = (at: number, zone: string) => dayjs(at).tz(zone).utcOffset();

/** The first minute with the new offset, between a day with the old one and a day with the new. */
function changeBetween(before: number, after: number, zone: string): number {
  const old = offsetAt(before, zone);
  let [low, high] = [before, after];
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetAt(middle, zone) === old) low = middle;
    else high = middle;
  }
  return high;
}

/** Instants around each clock change of 2024–2026 in `zone`, and around the local midnights near them (or of a few days, in a zone without changes). */
function edgesOf(zone: string): number[] {
  const changes: number[] = [];
  for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2027, 0, 1); day += 24 * HOUR) {
    if (offsetAt(day, zone) !== offsetAt(day + 24 * HOUR, zone)) changes.push(changeBetween(day, day + 24 * HOUR, zone));
  }
  const instants: number[] = [];
  for (const at of changes.length > 0 ? changes : [Date.UTC(2025, 2, 30, 1), Date.UTC(2025, 9, 26, 1)]) {
    for (const delta of [-HOUR, -15 * MINUTE, -1, 0, 1, 15 * MINUTE, HOUR]) instants.push(at + delta);
    for (const dayShift of [-1, 0, 1]) {
      const midnight = dayjs(at).tz(zone).add(dayShift, 'day').startOf('day').valueOf();
      instants.push(midnight - 1, midnight, midnight + 1);
    }
  }
  return instants;
}

describe('dayInZone: the calendar day of an instant in a zone', () => {
  it.each(ZONES)('is the day dayjs gives in %s across its clock changes, fresh and remembered', (zone) => {
    const instants = edgesOf(zone);
    for (const pass of ['fresh', 'remembered']) {
      for (const at of instants) {
        expect({ pass, at, day: dayInZone(at, zone) }).toEqual({ pass, at, day: dayjs(at).tz(zone).format('YYYY-MM-DD') });
      }
    }
  });

  it('finds the clock changes it checks around (six in three years in Madrid)', () => {
    expect(edgesOf('Europe/Madrid').length).toBe(6 * 16);
  });

  it('keeps zones apart: the same instant is a different day east and west of it', () => {
    const at = Date.UTC(2025, 2, 30, 23, 30);
    expect(dayInZone(at, 'Asia/Kathmandu')).toBe('2025-03-31');
    expect(dayInZone(at, 'America/New_York')).toBe('2025-03-30');
    expect(dayInZone(at, 'Asia/Kathmandu')).toBe('2025-03-31');
  });

  it('stays right once its memory has been filled and emptied', () => {
    const zone = 'Europe/Madrid';
    const start = Date.UTC(2025, 9, 26, 0, 59, 59);
    for (let i = 0; i <= MAX_RECENT_DAYS + 5; i += 1) dayInZone(start + i * 1000, zone);
    for (const at of [start, start + 1000, start + (MAX_RECENT_DAYS + 5) * 1000]) {
      expect(dayInZone(at, zone)).toBe(dayjs(at).tz(zone).format('YYYY-MM-DD'));
    }
  });

  it('gives the UTC day in a zone the runtime does not know', () => {
    const at = Date.UTC(2025, 5, 1, 23, 0);
    expect(dayInZone(at, 'Nowhere/Atlantis')).toBe('2025-06-01');
    expect(dayInZone(at, 'Nowhere/Atlantis')).toBe('2025-06-01');
  });
});
