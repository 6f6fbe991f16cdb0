import { monthGrid, moveDay } from './month-grid';

describe('monthGrid', () => {
  it('lays April 2026 out Monday first, with lessons, pending days and today', () => {
    const weeks = monthGrid({ month: 4, year: 2026 }, [{ day: 1, pending: false }, { day: 30, pending: true }], { month: 4, year: 2026, day: 15 });
    // 1 April 2026 is a Wednesday: two blanks before it
    expect(weeks[0].map((cell) => cell?.day ?? null)).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(weeks).toHaveLength(5);
    expect(weeks[4].map((cell) => cell?.day ?? null)).toEqual([27, 28, 29, 30, null, null, null]);
    const all = weeks.flat().filter((cell) => cell !== null);
    expect(all).toHaveLength(30);
    expect(all.find((cell) => cell.day === 1)).toMatchObject({ hasLessons: true, pending: false, weekday: 2 });
    expect(all.find((cell) => cell.day === 30)).toMatchObject({ hasLessons: true, pending: true });
    expect(all.filter((cell) => cell.isToday).map((cell) => cell.day)).toEqual([15]);
  });

  it('marks no today in another month, and handles a leap February that starts on a Monday', () => {
    const weeks = monthGrid({ month: 2, year: 2016 }, [], { month: 3, year: 2016, day: 1 });
    expect(weeks[0][0]?.day).toBe(1);
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
    expect(weeks.flat().some((cell) => cell?.isToday)).toBe(false);
  });
});

describe('moveDay (keyboard)', () => {
  const april = { month: 4, year: 2026 };
  it('moves by a day and a week inside the month', () => {
    expect(moveDay(15, 'ArrowRight', april)).toEqual({ day: 16, monthStep: 0 });
    expect(moveDay(15, 'ArrowUp', april)).toEqual({ day: 8, monthStep: 0 });
    expect(moveDay(15, 'ArrowDown', april)).toEqual({ day: 22, monthStep: 0 });
  });
  it('goes to the start and end of the week (Monday to Sunday)', () => {
    // 15 April 2026 is a Wednesday
    expect(moveDay(15, 'Home', april)).toEqual({ day: 13, monthStep: 0 });
    expect(moveDay(15, 'End', april)).toEqual({ day: 19, monthStep: 0 });
  });
  it('steps into the neighbouring month past an edge, and by a month with PageUp/PageDown', () => {
    expect(moveDay(1, 'ArrowLeft', april)).toEqual({ day: 31, monthStep: -1 });
    expect(moveDay(28, 'ArrowDown', april)).toEqual({ day: 5, monthStep: 1 });
    expect(moveDay(10, 'PageDown', april)).toEqual({ day: 10, monthStep: 1 });
  });
});
