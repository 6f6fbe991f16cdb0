import {
  ACTIVITY_TYPES,
  CEFR_LEVELS,
  DAYS,
  DEFAULT_ACTIVITY_REQUEST,
  DIFFICULTY_LEVELS,
  PAGE_SIZES,
  PAID_STATUS,
  effortLabel,
  isDifficultyLevel,
  isEditableActivityType,
  paidStatusInfo,
} from './index';

describe('docs/product-rules.md#r-enum-1 enums', () => {
  it('"CEFR levels A1 to C2; days Monday to Sunday"', () => {
    expect(CEFR_LEVELS).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
    expect(DAYS[0]).toBe('Monday');
    expect(DAYS[6]).toBe('Sunday');
  });

  it('"activity types spotlight, evaluation, activity, milestone (milestone not editable)"', () => {
    expect(ACTIVITY_TYPES.filter(isEditableActivityType)).toEqual(['spotlight', 'evaluation', 'activity']);
  });

  it('"difficulty levels 1, 3, 5, 8, 13, 21 with effort labels 10 min, 30 min, 1 h, 90 min, 3 h, 6 h"', () => {
    expect(DIFFICULTY_LEVELS.map(effortLabel)).toEqual(['10 min', '30 min', '1 h', '90 min', '3 h', '6 h']);
    expect(isDifficultyLevel(8)).toBe(true);
    expect(isDifficultyLevel(2)).toBe(false);
  });

  it('"Default activity request: pageIndex 0, pageSize 10, withComments true"', () => {
    expect(DEFAULT_ACTIVITY_REQUEST).toEqual({ pageIndex: 0, pageSize: 10, withComments: true });
    expect(Object.isFrozen(DEFAULT_ACTIVITY_REQUEST)).toBe(true);
  });

  it('docs/product-rules.md#r-page-1 page sizes: 10 for teaching time and teacher dashboard, 9 for the user lists', () => {
    expect([PAGE_SIZES.teachingTime, PAGE_SIZES.teacherDashboard]).toEqual([10, 10]);
    expect(new Set([PAGE_SIZES.teachers, PAGE_SIZES.groups, PAGE_SIZES.students, PAGE_SIZES.admins])).toEqual(new Set([9]));
  });
});

describe('docs/product-rules.md#r-paid-1 paid status', () => {
  it('"-1 unknown (no checkbox), 0 unpaid, 1 paid, 2 paid with additional hours (shown as partially paid)"', () => {
    expect(paidStatusInfo(PAID_STATUS.UNKNOWN)).toMatchObject({ label: 'Unknown', showsCheckbox: false });
    expect(paidStatusInfo(0)).toMatchObject({ label: 'Unpaid', showsCheckbox: true, checked: false });
    expect(paidStatusInfo(1)).toMatchObject({ label: 'Paid', showsCheckbox: true, checked: true });
    expect(paidStatusInfo(2)).toMatchObject({ label: 'Partially paid', showsCheckbox: true, indeterminate: true });
  });

  it('reads an unexpected value as unknown rather than showing a checkbox', () => {
    expect(paidStatusInfo(7).showsCheckbox).toBe(false);
    expect(paidStatusInfo(null).label).toBe('Unknown');
  });
});
