import { paidStateOf, type PaidState } from '../../../src/modules/teaching-time/rules';

/**
 * The paid states of a teacher-month and how marking it or one activity paid changes
 * them (docs/product-rules.md#r-paid-2).
 *
 * Each case starts from a month of lessons, applies what the server does for one action
 * and checks the state before and after.
 */
interface Lesson {
  completed: boolean;
  paid: boolean;
}

const stateOf = (lessons: Lesson[]): PaidState => {
  const completed = lessons.filter((l) => l.completed);
  return paidStateOf({ completedLessons: completed.length, paidLessons: completed.filter((l) => l.paid).length });
};

// what each server action does to the month's lessons
const markMonth = (lessons: Lesson[], paid: boolean) => lessons.map((l) => (l.completed ? { ...l, paid } : l));
const markLesson = (lessons: Lesson[], index: number, paid: boolean) => lessons.map((l, i) => (i === index ? { ...l, paid } : l));
const complete = (lessons: Lesson[], index: number, completed: boolean) => lessons.map((l, i) => (i === index ? { ...l, completed } : l));
const add = (lessons: Lesson[], lesson: Lesson) => [...lessons, lesson];

const unpaid: Lesson = { completed: true, paid: false };
const paid: Lesson = { completed: true, paid: true };
const planned: Lesson = { completed: false, paid: false };

describe('paidStateOf', () => {
  it('is -1 when the teacher has no completed lessons (nothing to pay, no checkbox)', () => {
    expect(stateOf([])).toBe(-1);
    expect(stateOf([planned, planned])).toBe(-1);
    expect(paidStateOf({ completedLessons: 0, paidLessons: 0 })).toBe(-1);
  });

  it('is 0 when no completed lesson is paid', () => {
    expect(stateOf([unpaid, unpaid, planned])).toBe(0);
  });

  it('is 1 when every completed lesson is paid (planned lessons do not count)', () => {
    expect(stateOf([paid, paid, planned])).toBe(1);
  });

  it('is 2 when some completed lessons are paid and some are not', () => {
    expect(stateOf([paid, unpaid])).toBe(2);
    expect(paidStateOf({ completedLessons: 10, paidLessons: 9 })).toBe(2);
    expect(paidStateOf({ completedLessons: 10, paidLessons: 1 })).toBe(2);
  });
});

describe('transitions of the month state', () => {
  const cases: Array<[string, Lesson[], (l: Lesson[]) => Lesson[], PaidState, PaidState]> = [
    ['-1 → 0: a first lesson is completed', [planned], (l) => complete(l, 0, true), -1, 0],
    ['0 → 1: the month is marked paid', [unpaid, unpaid, planned], (l) => markMonth(l, true), 0, 1],
    ['1 → 2: a lesson completed after the month was paid (additional hours)', [paid, planned], (l) => complete(l, 1, true), 1, 2],
    ['1 → 2: a lesson added to a paid month afterwards', [paid, paid], (l) => add(l, unpaid), 1, 2],
    ['2 → 1: the month is marked paid again, paying the additional hours', [paid, unpaid], (l) => markMonth(l, true), 2, 1],
    ['1 → 0: the month is unmarked', [paid, paid], (l) => markMonth(l, false), 1, 0],
    ['2 → 0: the month is unmarked', [paid, unpaid], (l) => markMonth(l, false), 2, 0],
    ['1 → 2: one lesson of several is unmarked', [paid, paid, paid], (l) => markLesson(l, 1, false), 1, 2],
    ['1 → 0: the only lesson is unmarked', [paid], (l) => markLesson(l, 0, false), 1, 0],
    ['0 → 2: one lesson of several is marked paid', [unpaid, unpaid], (l) => markLesson(l, 0, true), 0, 2],
    ['0 → 1: the only lesson is marked paid', [unpaid], (l) => markLesson(l, 0, true), 0, 1],
    ['2 → 1: the last unpaid lesson is marked paid', [paid, unpaid], (l) => markLesson(l, 1, true), 2, 1],
    ['2 → 0: the last paid lesson is unmarked', [paid, unpaid], (l) => markLesson(l, 0, false), 2, 0],
    ['2 → 1: the unpaid lesson is reopened (no longer completed)', [paid, unpaid], (l) => complete(l, 1, false), 2, 1],
    ['1 → -1: the only paid lesson is reopened', [paid], (l) => complete(l, 0, false), 1, -1],
    ['0 → 0: the month is unmarked when nothing was paid', [unpaid], (l) => markMonth(l, false), 0, 0],
    ['1 → 1: marking a paid month again changes nothing', [paid, planned], (l) => markMonth(l, true), 1, 1],
  ];

  it.each(cases)('%s', (_name, before, action, from, to) => {
    expect(stateOf(before)).toBe(from);
    expect(stateOf(action(before))).toBe(to);
  });
});
