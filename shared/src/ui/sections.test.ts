import { STUDENT_DASHBOARD_SECTIONS, TEACHER_DASHBOARD_SECTIONS } from '@studydesk/shared/enums';
import { initialSections, isSectionOpen, sectionsReducer as reduce } from './sections';

describe('docs/product-rules.md#r-dash-1 dashboard sections on small screens', () => {
  it('"three sections (study plan, reminders, comments) … the first open by default"', () => {
    expect(initialSections(TEACHER_DASHBOARD_SECTIONS).open).toBe('Study Plans');
    // the student's sections (docs/product-rules.md#r-dash-1)
    expect(initialSections(STUDENT_DASHBOARD_SECTIONS).open).toBe("Plan's Details");
  });

  it('"section navigation links switch the visible section, one open at a time"', () => {
    const initial = initialSections(TEACHER_DASHBOARD_SECTIONS);
    const reminders = reduce(initial, { type: 'section/selected', section: 'Reminders' });
    expect(isSectionOpen(reminders, 'Reminders')).toBe(true);
    expect(isSectionOpen(reminders, 'Study Plans')).toBe(false);
    const comments = reduce(reminders, { type: 'section/selected', section: 'Comments' });
    expect(TEACHER_DASHBOARD_SECTIONS.filter((s) => isSectionOpen(comments, s))).toEqual(['Comments']);
    expect(reduce(comments, { type: 'section/selected', section: 'Comments' })).toBe(comments);
    expect(reduce(comments, { type: 'section/selected', section: 'Elsewhere' as never })).toBe(comments);
  });

  it('switches the student sections the same way, and knows only its own', () => {
    const progress = reduce(initialSections(STUDENT_DASHBOARD_SECTIONS), { type: 'section/selected', section: 'Progress' });
    expect(STUDENT_DASHBOARD_SECTIONS.filter((s) => isSectionOpen(progress, s))).toEqual(['Progress']);
    expect(reduce(progress, { type: 'section/selected', section: 'Comments' as never })).toBe(progress);
  });
});
