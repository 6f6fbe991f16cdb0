import { aComment } from '../../../test/builders';
import { canChangeAudience } from './comment-audience';

describe('who changes the audience of a comment (docs/product-rules.md#r-comment-1)', () => {
  const byTeacher = aComment(1, { author: { id: 4, firstName: 'Tom', lastName: 'T', title: '', profile: 'teacher', profilepic: null } });

  it('its author among the teachers, and admins', () => {
    expect(canChangeAudience({ id: 4, profile: 'teacher' }, byTeacher)).toBe(true);
    expect(canChangeAudience({ id: 1, profile: 'admin' }, byTeacher)).toBe(true);
  });

  it('not another teacher, a student, a guardian or nobody', () => {
    expect(canChangeAudience({ id: 5, profile: 'teacher' }, byTeacher)).toBe(false);
    expect(canChangeAudience({ id: 9, profile: 'student' }, aComment(2))).toBe(false);
    expect(canChangeAudience({ id: 8, profile: 'guardian' }, byTeacher)).toBe(false);
    expect(canChangeAudience(null, byTeacher)).toBe(false);
  });
});
