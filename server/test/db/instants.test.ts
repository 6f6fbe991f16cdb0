import { INSTANT_MAX_MS, INSTANT_MIN_MS } from '@studydesk/shared/contracts';
import { MAX_RECENT_INSTANTS, instantToIso } from '../../src/db/instants';

// An instant's text is remembered once written: what it answers must be the instant's own
// ISO text (null outside the API's years), whichever form the engine gave it in and
// whether the answer is fresh or remembered.
describe('instantToIso', () => {
  const instants = [0, 1, Date.UTC(2025, 2, 30, 1, 0, 0, 999), Date.UTC(2200, 11, 31, 23, 59, 59, 999), INSTANT_MIN_MS, INSTANT_MAX_MS];

  it('writes the ISO text of the instant, fresh and remembered, from a number, a numeric string or a bigint', () => {
    for (const pass of ['fresh', 'remembered']) {
      for (const ms of instants) {
        const text = new Date(ms).toISOString();
        expect({ pass, ms, text: instantToIso(ms) }).toEqual({ pass, ms, text });
        expect(instantToIso(String(ms))).toBe(text);
        expect(instantToIso(BigInt(ms))).toBe(text);
      }
    }
  });

  it('answers null for no instant and for one outside the years the API accepts, asked twice', () => {
    for (let pass = 0; pass < 2; pass += 1) {
      for (const ms of [null, undefined, INSTANT_MIN_MS - 1, INSTANT_MAX_MS + 1, 8.64e15, Number.NaN, 'soon']) expect(instantToIso(ms as number)).toBeNull();
    }
  });

  it('stays right once its memory has been filled and emptied', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let i = 0; i <= MAX_RECENT_INSTANTS + 5; i += 1) instantToIso(start + i);
    for (const ms of [start, start + 1, start + MAX_RECENT_INSTANTS + 5]) expect(instantToIso(ms)).toBe(new Date(ms).toISOString());
  });
});
