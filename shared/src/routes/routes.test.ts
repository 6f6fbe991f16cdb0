import { remoteForPath } from '@studydesk/shared/remotes';
import {
  PATHS,
  ROUTE_PATTERNS,
  fillPattern,
  homePath,
  lessonHistoryPath,
  patternRegExp,
  profilePath,
  retentionPath,
  studyPlanPath,
  teachingTimeMonthParam,
  teachingTimePath,
} from './index';

describe('docs/product-rules.md#r-table-2 path builders', () => {
  it('the teaching-time report, on a month or not', () => {
    expect(teachingTimePath()).toBe('/admin/teachers?tab=teaching-time');
    expect(teachingTimePath({ month: 3, year: 2026 })).toBe('/admin/teachers?tab=teaching-time&month=2026-03');
  });

  it.each([
    ['2026-03', { month: 3, year: 2026 }],
    ['2026-13', null],
    ['March', null],
    [null, null],
  ])('reads the teaching-time month %p back from its query', (param, month) => {
    expect(teachingTimeMonthParam(param)).toEqual(month);
  });

  it('"/admin/study-plans/{planId}; query title (and studentId when opened from a student\'s first-name cell)"', () => {
    expect(studyPlanPath('admin', 12, { title: 'Ana Lima' })).toBe('/admin/study-plans/12?title=Ana+Lima');
    expect(studyPlanPath('admin', 12, { title: 'Ana Lima', studentId: 7 })).toBe('/admin/study-plans/12?title=Ana+Lima&studentId=7');
  });

  it('"/teacher/study-plans/{planId} … query group (true/false) and title"', () => {
    expect(studyPlanPath('teacher', 5, { group: true, title: 'B2 & more' })).toBe('/teacher/study-plans/5?group=true&title=B2+%26+more');
    expect(studyPlanPath('teacher', 5, { group: false, title: 'x' })).toBe('/teacher/study-plans/5?group=false&title=x');
    // a guardian's plan is always one linked student's (docs/product-rules.md#r-guard-2)
    expect(studyPlanPath('guardian', 5, { studentId: 7 })).toBe('/guardian/students/7/study-plans/5');
    expect(() => studyPlanPath('guardian', 5)).toThrow();
  });

  it('"/student/home and /student/study-plans/{planId}"', () => {
    expect(studyPlanPath('student', 9)).toBe('/student/study-plans/9');
    expect(homePath('student')).toBe('/student/home');
  });

  it('retention, lesson history, home and profile', () => {
    expect(retentionPath('admin', 3)).toBe('/admin/study-plans/3/retention');
    expect(retentionPath('teacher', 3)).toBe('/teacher/study-plans/3/retention');
    expect(lessonHistoryPath('admin', 7, '2026-03-01')).toBe('/admin/lesson-history/7/2026-03-01');
    expect(lessonHistoryPath('teacher', 7, '2026-03-01')).toBe('/teacher/lesson-history/7/2026-03-01');
    expect(homePath('admin')).toBe('/admin/home');
    expect(profilePath('teacher')).toBe('/teacher/profile');
  });
});

describe('route patterns', () => {
  it('match whole paths, one segment per parameter', () => {
    const plan = patternRegExp(PATHS.admin.studyPlan);
    expect(plan.test('/admin/study-plans/12')).toBe(true);
    expect(plan.test('/admin/study-plans/12/retention')).toBe(false);
    expect(plan.test('/admin/study-plans/')).toBe(false);
    expect(patternRegExp(PATHS.admin.siteSettings).test('/admin/sitesettings')).toBe(true);
  });

  it('fill in every parameter or refuse', () => {
    expect(fillPattern(PATHS.setPassword, { token: 'a/b' })).toBe('/set/a%2Fb');
    expect(() => fillPattern(PATHS.teacher.lessonHistory, { teacherId: 1 })).toThrow(/date/);
  });

  it('each route is mounted by a routed remote of the registry', () => {
    for (const pattern of ROUTE_PATTERNS) {
      expect([pattern, remoteForPath(pattern.replace(/:[A-Za-z]+/g, 'x'))]).not.toEqual([pattern, null]);
    }
  });
});
