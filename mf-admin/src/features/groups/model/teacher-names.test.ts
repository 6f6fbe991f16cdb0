import { shortTeacherList } from './teacher-names';

describe('a group shows all its teachers, shortened with "+N" when long', () => {
  it('shows one or two teachers in full', () => {
    expect(shortTeacherList(['Ana Zamora'])).toEqual({ shown: ['Ana Zamora'], hidden: [] });
    expect(shortTeacherList(['Bob Adams', 'Ana Zamora'])).toEqual({ shown: ['Bob Adams', 'Ana Zamora'], hidden: [] });
  });

  it('shortens more to the first two and the rest ("+1", "+2")', () => {
    expect(shortTeacherList(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B'], hidden: ['C'] });
    expect(shortTeacherList(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], hidden: ['C', 'D'] });
  });

  it('leaves out teachers without a name', () => {
    expect(shortTeacherList(['', 'Ana Zamora'])).toEqual({ shown: ['Ana Zamora'], hidden: [] });
    expect(shortTeacherList([])).toEqual({ shown: [], hidden: [] });
  });
});
