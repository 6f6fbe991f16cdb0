import { agendaStartDay } from './agenda-start';

const today = { year: 2026, month: 11, day: 25 };

describe('where the agenda opens', () => {
  it('the current month opens at today, not at the 1st', () => {
    expect(agendaStartDay({ year: 2026, month: 11 }, null, today, true)).toBe(25);
  });

  it('a day the person picked wins', () => {
    expect(agendaStartDay({ year: 2026, month: 11 }, 3, today, true)).toBe(3);
  });

  it('another month opens at its first lesson', () => {
    expect(agendaStartDay({ year: 2026, month: 10 }, null, today, true)).toBeNull();
    expect(agendaStartDay({ year: 2025, month: 11 }, null, today, true)).toBeNull();
  });

  it('with nothing left from today on, the current month shows from its start', () => {
    expect(agendaStartDay({ year: 2026, month: 11 }, null, today, false)).toBeNull();
  });
});
