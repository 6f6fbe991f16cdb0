import { closeMonthState } from './close-month';

describe('whether a month can be closed (docs/product-rules.md#r-pay-4)', () => {
  const now = { month: 12, year: 2026 };
  it('a month that is over can be closed', () => {
    expect(closeMonthState({ month: 11, year: 2026 }, now)).toBe('open');
    expect(closeMonthState({ month: 12, year: 2025 }, now)).toBe('open');
  });
  it('the month still running, and any later one, cannot', () => {
    expect(closeMonthState({ month: 12, year: 2026 }, now)).toBe('running');
    expect(closeMonthState({ month: 1, year: 2027 }, now)).toBe('running');
  });
  it('a month closed already is closed, not offered again', () => {
    expect(closeMonthState({ month: 11, year: 2026 }, now, [{ month: 10, year: 2026 }, { month: 11, year: 2026 }])).toBe('closed');
    expect(closeMonthState({ month: 11, year: 2026 }, now, [{ month: 11, year: 2025 }])).toBe('open');
  });
});
