import { monthPoints, teacherPoints, totalHours } from './chart-data';

describe('admin home chart data', () => {
  it('labels months short, oldest first as the server sends them', () => {
    expect(monthPoints([{ year: 2025, month: 12, hours: 3 }, { year: 2026, month: 1, hours: 4.5 }])).toEqual([
      { label: 'Dec 25', hours: 3 },
      { label: 'Jan 26', hours: 4.5 },
    ]);
  });

  it('names teachers by the title when both names are empty (docs/product-rules.md#r-user-1)', () => {
    expect(teacherPoints([{ teacherId: 4, firstName: '', lastName: '', title: 'Dr Who', hours: 2 }])).toEqual([{ teacherId: 4, name: 'Dr Who', hours: 2 }]);
  });

  it('adds hours up without float noise', () => {
    expect(totalHours([{ hours: 0.1 }, { hours: 0.2 }])).toBe(0.3);
  });
});
