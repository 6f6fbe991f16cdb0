import { canComplete } from './completion-rule';

describe('a lesson can be completed once it has started', () => {
  const now = Date.UTC(2026, 10, 23, 10, 0);

  it('cannot complete a lesson whose start is in the future', () => {
    expect(canComplete(now + 60_000, now)).toBe(false);
    expect(canComplete(now + 7 * 24 * 3600_000, now)).toBe(false);
  });

  it('can complete a lesson that starts now or has started', () => {
    expect(canComplete(now, now)).toBe(true);
    expect(canComplete(now - 3600_000, now)).toBe(true);
  });

  it('can complete an activity with no start', () => {
    expect(canComplete(null, now)).toBe(true);
  });
});
