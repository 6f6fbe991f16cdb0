import { feedOffer } from './feed-offer';

describe('feedOffer (docs/product-rules.md#r-cal-5)', () => {
  const student = { kind: 'student', studentId: 5 } as const;
  const teacher = { kind: 'teacher', teacherId: 3 } as const;

  it('offers teachers and students their own lessons, on their own calendar only', () => {
    expect(feedOffer(teacher, { id: 3, profile: 'teacher' })).toBe('own');
    expect(feedOffer(student, { id: 5, profile: 'student' })).toBe('own');
    expect(feedOffer(teacher, { id: 4, profile: 'teacher' })).toBeNull();
    expect(feedOffer(student, { id: 6, profile: 'student' })).toBeNull();
    expect(feedOffer({ kind: 'plan', planId: 1 }, { id: 3, profile: 'teacher' })).toBeNull();
  });

  it("offers a guardian their students' feed from a student's calendar", () => {
    expect(feedOffer(student, { id: 9, profile: 'guardian' })).toBe('students');
    expect(feedOffer({ kind: 'plan', planId: 1 }, { id: 9, profile: 'guardian' })).toBeNull();
  });

  it('offers admins and signed-out readers none', () => {
    expect(feedOffer(teacher, { id: 1, profile: 'admin' })).toBeNull();
    expect(feedOffer(student, null)).toBeNull();
  });
});
